<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
    <context>
        <name>BalanceReport</name>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="41" />
            <source>Recruit</source>
            <translation>Recruta</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="42" />
            <source>Regular</source>
            <translation>Regular</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="43" />
            <source>Veteran</source>
            <translation>Veterano</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="89" />
            <source>No game finished yet</source>
            <translation>Nenhuma partida terminou ainda</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="99" />
            <source>%1 win %2 (95% CI %3–%4) of %5 game %6</source>
            <translation>%1 — vitória em %2 (IC 95% %3–%4) de %5 partida %6</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="100" />
            <source>%1 win %2 (95% CI %3–%4) of %5 games %6</source>
            <translation>%1 — vitória em %2 (IC 95% %3–%4) de %5 partidas %6</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="124" />
            <source>Draw</source>
            <translation>Empate</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="131" />
            <location filename="../../hexstudio/balanceview/build.py" line="249" />
            <source>How the games ended</source>
            <translation>Como as partidas terminaram</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="131" />
            <location filename="../../hexstudio/balanceview/build.py" line="137" />
            <location filename="../../hexstudio/balanceview/build.py" line="151" />
            <location filename="../../hexstudio/balanceview/build.py" line="362" />
            <location filename="../../hexstudio/balanceview/build.py" line="303" />
            <location filename="../../hexstudio/balanceview/build.py" line="267" />
            <source>games</source>
            <translation>partidas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="136" />
            <location filename="../../hexstudio/balanceview/build.py" line="266" />
            <source>Final victory-point margin</source>
            <translation>Margem final de pontos de vitória</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="137" />
            <location filename="../../hexstudio/balanceview/build.py" line="141" />
            <source>median</source>
            <translation>mediana</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="140" />
            <location filename="../../hexstudio/balanceview/build.py" line="266" />
            <source>Victory-point margin turn by turn</source>
            <translation>Margem de pontos de vitória turno a turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="140" />
            <location filename="../../hexstudio/balanceview/build.py" line="148" />
            <location filename="../../hexstudio/balanceview/build.py" line="146" />
            <location filename="../../hexstudio/balanceview/build.py" line="269" />
            <location filename="../../hexstudio/balanceview/build.py" line="289" />
            <location filename="../../hexstudio/balanceview/build.py" line="267" />
            <source>turn</source>
            <translation>turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="148" />
            <location filename="../../hexstudio/balanceview/build.py" line="288" />
            <source>Casualties per turn</source>
            <translation>Baixas por turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="149" />
            <source>steps lost (mean per game)</source>
            <translation>baixas (média por partida)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="150" />
            <location filename="../../hexstudio/balanceview/build.py" line="215" />
            <location filename="../../hexstudio/balanceview/build.py" line="303" />
            <location filename="../../hexstudio/balanceview/build.py" line="301" />
            <source>Game length</source>
            <translation>Duração das partidas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="151" />
            <source>turns played</source>
            <translation>turnos jogados</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="296" />
            <source>played to the last turn</source>
            <translation>jogada até o último turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="296" />
            <source>annihilation</source>
            <translation>aniquilação</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="297" />
            <source>the last turn passed without the annihilation</source>
            <translation>o último turno passou sem a aniquilação</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="298" />
            <source>automatic victory</source>
            <translation>vitória automática</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="298" />
            <source>draw on points</source>
            <translation>empate em pontos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="299" />
            <source>stopped at the turn cap</source>
            <translation>interrompida no limite de turnos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="299" />
            <source>conceded</source>
            <translation>desistência</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="85" />
            <source>at level %1</source>
            <translation>no nível %1</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="87" />
            <source>at levels %1</source>
            <translation>nos níveis %1</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="91" />
            <source>No side won any of %1 games %2</source>
            <translation>Nenhum lado venceu nenhuma das %1 partidas %2</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="96" />
            <source>%1 lead on points after turn %2 in %3 (95% CI %4–%5) of %6 game %7</source>
            <translation>%1 — à frente em pontos após o turno %2 em %3 (IC 95% %4–%5) de %6 partida %7</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="97" />
            <source>%1 lead on points after turn %2 in %3 (95% CI %4–%5) of %6 games %7</source>
            <translation>%1 — à frente em pontos após o turno %2 em %3 (IC 95% %4–%5) de %6 partidas %7</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="128" />
            <source>Failed</source>
            <translation>Falhou</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="137" />
            <source>%1 points minus %2 points</source>
            <translation>pontos de %1 menos pontos de %2</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="140" />
            <source>%1 minus %2 (points)</source>
            <translation>%1 menos %2 (pontos)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="141" />
            <source>middle half of the games</source>
            <translation>metade central das partidas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="141" />
            <source>middle 80% of the games</source>
            <translation>80% centrais das partidas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="145" />
            <location filename="../../hexstudio/balanceview/build.py" line="278" />
            <source>nobody</source>
            <translation>ninguém</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="145" />
            <location filename="../../hexstudio/balanceview/build.py" line="276" />
            <source>Who holds each objective at the end of each turn</source>
            <translation>Quem controla cada objetivo ao fim de cada turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="146" />
            <source>% of games</source>
            <translation>% das partidas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="214" />
            <location filename="../../hexstudio/balanceview/build.py" line="246" />
            <source>Verdict</source>
            <translation>Veredito</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="214" />
            <source>Victory points</source>
            <translation>Pontos de vitória</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="214" />
            <location filename="../../hexstudio/balanceview/build.py" line="280" />
            <source>Objectives</source>
            <translation>Objetivos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="215" />
            <location filename="../../hexstudio/balanceview/build.py" line="286" />
            <source>Casualties</source>
            <translation>Baixas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="215" />
            <source>Where units fell</source>
            <translation>Onde as unidades caíram</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="216" />
            <location filename="../../hexstudio/balanceview/build.py" line="328" />
            <location filename="../../hexstudio/balanceview/build.py" line="325" />
            <source>Where objectives changed hands</source>
            <translation>Onde os objetivos mudaram de mãos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="216" />
            <location filename="../../hexstudio/balanceview/build.py" line="340" />
            <source>Special rules</source>
            <translation>Regras especiais</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="217" />
            <location filename="../../hexstudio/balanceview/build.py" line="375" />
            <source>The run</source>
            <translation>A execução</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="232" />
            <source>%1: %2 wins</source>
            <translation>%1: %2 vitórias</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="238" />
            <source>draws: %1</source>
            <translation>empates: %1</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="360" />
            <source>scenario</source>
            <translation>cenário</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="361" />
            <source>scenario hash (SHA-256)</source>
            <translation>hash do cenário (SHA-256)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="363" />
            <source>levels</source>
            <translation>níveis</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="364" />
            <source>dice seeds</source>
            <translation>sementes dos dados</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="365" />
            <source>computer players' seeds</source>
            <translation>sementes dos jogadores do computador</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="366" />
            <source>turn cap</source>
            <translation>limite de turnos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="367" />
            <source>hexstudio version</source>
            <translation>versão do hexstudio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="368" />
            <source>wall time</source>
            <translation>tempo decorrido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="369" />
            <source>games per minute</source>
            <translation>partidas por minuto</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="370" />
            <source>seconds per game</source>
            <translation>segundos por partida</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="371" />
            <source>workers</source>
            <translation>processos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="372" />
            <source>executor</source>
            <translation>executor</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="373" />
            <source>sessions (a resumed run has several)</source>
            <translation>sessões (uma execução retomada tem várias)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="134" />
            <source> / </source>
            <translation> / </translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="138" />
            <source>%1 ahead →</source>
            <translation>%1 à frente →</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="138" />
            <source>← %1 ahead</source>
            <translation>← %1 à frente</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="219" />
            <location filename="../../hexstudio/balanceview/build.py" line="352" />
            <source>Failed games</source>
            <translation>Partidas com falha</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="234" />
            <source> (%1 of them automatic or by annihilation)</source>
            <translation> (%1 delas automáticas ou por aniquilação)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="236" />
            <source> (%1 of them leading on points at the turn cap)</source>
            <translation> (%1 delas liderando em pontos no limite de turnos)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="240" />
            <source>failed games: %1 (see Failed games)</source>
            <translation>partidas com falha: %1 (veja Partidas com falha)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="242" />
            <source>the run is incomplete: %1 of %2 games played</source>
            <translation>a execução está incompleta: %1 de %2 partidas jogadas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="362" />
            <source>%1 of %2 planned</source>
            <translation>%1 de %2 previstas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="365" />
            <source>%1 + the game's seed</source>
            <translation>%1 + a semente da partida</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="366" />
            <source>none</source>
            <translation>nenhum</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="368" />
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="370" />
            <source>median %1, longest %2</source>
            <translation>mediana %1, a mais longa %2</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="404" />
            <source>The charts are missing: they need matplotlib (pip install "hexstudio[report]"). The tables hold the same numbers.</source>
            <translation>Faltam os gráficos: eles precisam do matplotlib (pip install "hexstudio[report]"). As tabelas trazem os mesmos números.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="87" />
            <source> vs </source>
            <translation> contra </translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="117" />
            <source>%1 win</source>
            <translation>%1 — vitória</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="117" />
            <source>%1 lead at the turn cap</source>
            <translation>%1 — à frente no limite de turnos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="121" />
            <source>%1 automatic victory</source>
            <translation>%1: vitória automática</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="278" />
            <source>objective</source>
            <translation>objetivo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="279" />
            <location filename="../../hexstudio/balanceview/build.py" line="320" />
            <source>This battle has no objectives: victory comes from its special rules or unit points.</source>
            <translation>Esta batalha não tem objetivos: a vitória vem de suas regras especiais ou dos pontos por unidades.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="338" />
            <source>acts as a restriction or modifier: the engine records no event for it</source>
            <translation>age como restrição ou modificador: o motor não registra evento para ela</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="380" />
            <location filename="../../hexstudio/balanceview/build.py" line="220" />
            <source>Balance report: %1</source>
            <translation>Relatório de equilíbrio: %1</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="244" />
            <source>Games were stopped after turn %1 (a turn cap, to save time): a game counts for the side leading on points then, and the late turns of the battle were never played.</source>
            <translation>As partidas foram interrompidas após o turno %1 (um limite de turnos, para poupar tempo): cada partida conta para o lado que liderava em pontos naquele momento, e os últimos turnos da batalha não foram jogados.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="248" />
            <source>The interval is the 95% Wilson score interval of the share of games won: with this many games the true share lies in it 95 times out of 100. Draws, failed games and automatic victories are counted separately above.</source>
            <translation>O intervalo é o intervalo de Wilson de 95% da proporção de partidas vencidas: com este número de partidas a proporção verdadeira está nele 95 vezes em 100. Empates, partidas com falha e vitórias automáticas são contados à parte acima.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="260" />
            <location filename="../../hexstudio/balanceview/build.py" line="264" />
            <source>Victory-point margin</source>
            <translation>Margem de pontos de vitória</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="261" />
            <source>No side scored a victory point in any game: this battle is decided by its special rules (see the verdict and Special rules).</source>
            <translation>Nenhum lado marcou pontos de vitória em nenhuma partida: esta batalha é decidida por suas regras especiais (veja o veredito e Regras especiais).</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="303" />
            <source>how the game ended</source>
            <translation>como a partida terminou</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="322" />
            <source>No objective hex ever changed hands.</source>
            <translation>Nenhum hexágono de objetivo mudou de mãos.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="326" />
            <location filename="../../hexstudio/balanceview/build.py" line="315" />
            <source>hex</source>
            <translation>hexágono</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="326" />
            <source>changes</source>
            <translation>mudanças</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="336" />
            <source>never fired</source>
            <translation>nunca foi acionada</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="353" />
            <source>These games stopped with an error; each can be replayed from its seed. They are left out of every figure above.</source>
            <translation>Estas partidas pararam com um erro; cada uma pode ser repetida a partir de sua semente. Elas ficam de fora de todos os números acima.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="375" />
            <source>what</source>
            <translation>item</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="375" />
            <source>value</source>
            <translation>valor</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="189" />
            <source>Units or changes per hex:</source>
            <translation>Unidades ou mudanças por hexágono:</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="277" />
            <source>Held at the end of the game</source>
            <translation>Controle ao fim da partida</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="315" />
            <source>eliminations</source>
            <translation>eliminações</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="344" />
            <source>shift</source>
            <translation>deslocamento</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="344" />
            <source>games where it applied</source>
            <translation>partidas em que se aplicou</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="344" />
            <location filename="../../hexstudio/balanceview/build.py" line="341" />
            <source>times per game</source>
            <translation>vezes por partida</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="291" />
            <source>Steps lost over the whole game (mean):</source>
            <translation>Baixas na partida inteira (média):</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="313" />
            <location filename="../../hexstudio/balanceview/build.py" line="310" />
            <source>Where units were eliminated</source>
            <translation>Onde as unidades foram eliminadas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="343" />
            <source>Column shifts applied in combat</source>
            <translation>Deslocamentos de coluna aplicados em combate</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="345" />
            <source>No combat used a column shift.</source>
            <translation>Nenhum combate usou deslocamento de coluna.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="350" />
            <source>Game with seed %1</source>
            <translation>Partida com semente %1</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="267" />
            <source>median margin</source>
            <translation>margem mediana</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="267" />
            <source>middle half</source>
            <translation>metade central</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="267" />
            <source>middle 80%</source>
            <translation>80% centrais</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="268" />
            <source>Median victory points per side</source>
            <translation>Pontos de vitória medianos por lado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="302" />
            <source>Turns played: median %1, from %2 to %3; %4 actions per game on average.</source>
            <translation>Turnos jogados: mediana %1, de %2 a %3; %4 ações por partida em média.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="324" />
            <source>%1 changes of control of objective hexes (from one side to the other, seen at the end of each turn), in all games.</source>
            <translation>%1 mudanças de controle de hexágonos de objetivo (de um lado para o outro, vistas ao fim de cada turno), em todas as partidas.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="327" />
            <source>taken by %1</source>
            <translation>tomado por %1</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="341" />
            <source>rule</source>
            <translation>regra</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="341" />
            <source>games where it acted</source>
            <translation>partidas em que agiu</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="341" />
            <source>note</source>
            <translation>observação</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="287" />
            <source>Steps lost per side and turn, averaged over the games that reached the turn (an eliminated unit counts its remaining steps).</source>
            <translation>Baixas por lado e turno, na média das partidas que chegaram ao turno (uma unidade eliminada conta os passos que lhe restavam).</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="312" />
            <source> %1 more happened off the map.</source>
            <translation> Outras %1 aconteceram fora do mapa.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="342" />
            <source>This battle has no special rules.</source>
            <translation>Esta batalha não tem regras especiais.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="265" />
            <source>Margin = %1 points minus the best other side. Final margin: median %2, middle half of the games %3 to %4, range %5 to %6.</source>
            <translation>Margem = pontos de %1 menos os do melhor outro lado. Margem final: mediana %2, metade central das partidas de %3 a %4, extremos %5 a %6.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="289" />
            <source>%1 steps lost</source>
            <translation>%1: baixas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="289" />
            <source>%1 units eliminated</source>
            <translation>%1: unidades eliminadas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/build.py" line="311" />
            <source>%1 eliminations in all games, drawn on the battle map: the number in a hex is how many units were eliminated there.</source>
            <translation>%1 eliminações em todas as partidas, desenhadas no mapa da batalha: o número num hexágono é quantas unidades foram eliminadas ali.</translation>
        </message>
    </context>
    <context>
        <name>BalanceTest</name>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="483" />
            <source>&amp;Balance Test…</source>
            <translation>Teste de &amp;Equilíbrio…</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="149" />
            <location filename="../../hexstudio/balanceview/dialog.py" line="256" />
            <source>Balance Test</source>
            <translation>Teste de Equilíbrio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="152" />
            <source>Plays the computer against itself many times on this battle and writes a report: who wins, by how much, where units fall and objectives change hands, which special rules fire.</source>
            <translation>Joga o computador contra si mesmo muitas vezes nesta batalha e escreve um relatório: quem vence, por quanto, onde as unidades caem e os objetivos mudam de mãos, quais regras especiais são acionadas.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="166" />
            <source>Games:</source>
            <translation>Partidas:</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="183" />
            <source>Games played at the same time on this computer (default: one per processor core).</source>
            <translation>Partidas jogadas ao mesmo tempo neste computador (padrão: uma por núcleo do processador).</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="184" />
            <source>Parallel jobs:</source>
            <translation>Tarefas em paralelo:</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="187" />
            <source>optional, e.g. tcp://10.0.0.5:8786</source>
            <translation>opcional, p. ex. tcp://10.0.0.5:8786</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="191" />
            <source>Dask cluster:</source>
            <translation>Cluster Dask:</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="195" />
            <source>none (whole games)</source>
            <translation>nenhum (partidas inteiras)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="196" />
            <source>Stop each game after this many turns to save time; the side ahead on points then counts as winning.</source>
            <translation>Interrompe cada partida após este número de turnos para poupar tempo; o lado à frente em pontos conta então como vencedor.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="197" />
            <source>Turn cap:</source>
            <translation>Limite de turnos:</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="201" />
            <source>First seed:</source>
            <translation>Primeira semente:</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="204" />
            <source>Browse…</source>
            <translation>Procurar…</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="209" />
            <source>Report:</source>
            <translation>Relatório:</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="214" />
            <source>%v of %m games</source>
            <translation>%v de %m partidas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="217" />
            <source>Ready.</source>
            <translation>Pronto.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="221" />
            <source>Start</source>
            <translation>Iniciar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="223" />
            <location filename="../../hexstudio/balanceview/dialog.py" line="277" />
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="238" />
            <source>Balance report</source>
            <translation>Relatório de equilíbrio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="238" />
            <source>HTML report (*.html)</source>
            <translation>Relatório HTML (*.html)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="273" />
            <source>Starting the workers…</source>
            <translation>Iniciando os processos…</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="338" />
            <source>Drawing the report…</source>
            <translation>Desenhando o relatório…</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="385" />
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="408" />
            <source>Balance Test Result</source>
            <translation>Resultado do Teste de Equilíbrio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="452" />
            <source>Open Report</source>
            <translation>Abrir Relatório</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="495" />
            <source>Balance Test…</source>
            <translation>Teste de Equilíbrio…</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="497" />
            <source>Play the computer against itself many times and see whether the battle is balanced.</source>
            <translation>Jogue o computador contra si mesmo muitas vezes e veja se a batalha está equilibrada.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="190" />
            <source>needs pip install "hexstudio[cluster]"</source>
            <translation>requer pip install "hexstudio[cluster]"</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="257" />
            <source>A report with this name exists. Replace it?</source>
            <translation>Já existe um relatório com este nome. Substituí-lo?</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="325" />
            <source>under a minute left</source>
            <translation>falta menos de um minuto</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="425" />
            <source>The test was stopped early: the figures come from the games that finished.</source>
            <translation>O teste foi interrompido antes do fim: os números vêm das partidas que terminaram.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="445" />
            <source>Charts need matplotlib: pip install "hexstudio[report]". The report holds the tables.</source>
            <translation>Os gráficos precisam do matplotlib: pip install "hexstudio[report]". O relatório traz as tabelas.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="293" />
            <location filename="../../hexstudio/balanceview/dialog.py" line="332" />
            <source>Stopping: the finished games are kept…</source>
            <translation>Parando: as partidas terminadas são mantidas…</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="314" />
            <source>Playing on %1 worker processes…</source>
            <translation>Jogando em %1 processos…</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="324" />
            <source>about %1 min left</source>
            <translation>faltam cerca de %1 min</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="367" />
            <source>The balance test could not run: %1</source>
            <translation>O teste de equilíbrio não pôde ser executado: %1</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="519" />
            <source>Fix the scenario's errors before a balance test (%1).</source>
            <translation>Corrija os erros do cenário antes de um teste de equilíbrio (%1).</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="177" />
            <source>Level of %1:</source>
            <translation>Nível de %1:</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="328" />
            <source>%1 failed</source>
            <translation>%1 com falha</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="354" />
            <source>Done: %1 of %2 games in %3 s.</source>
            <translation>Concluído: %1 de %2 partidas em %3 s.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="357" />
            <source>The workers stopped (%1); the games played are in the report.</source>
            <translation>Os processos pararam (%1); as partidas jogadas estão no relatório.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="427" />
            <source>%1 game(s) failed: see the report.</source>
            <translation>%1 partida(s) com falha: veja o relatório.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="313" />
            <source>Playing on the Dask cluster %1 (%2 workers)…</source>
            <translation>Jogando no cluster Dask %1 (%2 processos)…</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="351" />
            <source>Cannot write the report: %1</source>
            <translation>Não foi possível gravar o relatório: %1</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="423" />
            <source>%1 of %2 games played.</source>
            <translation>%1 de %2 partidas jogadas.</translation>
        </message>
        <message>
            <location filename="../../hexstudio/balanceview/dialog.py" line="326" />
            <source>%1 of %2 games · wins: %3</source>
            <translation>%1 de %2 partidas · vitórias: %3</translation>
        </message>
    </context>
</TS>
