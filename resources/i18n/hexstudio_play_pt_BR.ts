<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>CombatPanel</name>
    <message>
        <location filename="../../hexstudio/play/combat.py" line="100"/>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/combat.py" line="100"/>
        <source>Bombard</source>
        <translation>Bombardear</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/combat.py" line="100"/>
        <source>Air attack</source>
        <translation>Ataque aéreo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/combat.py" line="113"/>
        <source>Side firing:</source>
        <translation>Lado que atira:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/combat.py" line="124"/>
        <source>Click an enemy hex to attack it.</source>
        <translation>Clique num hexágono inimigo para atacá-lo.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/combat.py" line="136"/>
        <source>Attacking units (adjacent; click their hexes):</source>
        <translation>Unidades atacantes (adjacentes; clique nos hexágonos delas):</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/combat.py" line="138"/>
        <source>Artillery in range:</source>
        <translation>Artilharia ao alcance:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/combat.py" line="143"/>
        <source>Air points:</source>
        <translation>Pontos aéreos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/combat.py" line="153"/>
        <source>Green, solid: the defender gives ground · red, hatched: the attacker falls back · purple, crossed: exchange · grey, dotted: no effect</source>
        <translation>Verde, liso: a defesa cede terreno · vermelho, hachurado: o ataque recua · roxo, cruzado: empate · cinza, pontilhado: sem efeito</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/combat.py" line="156"/>
        <source>Roll the dice</source>
        <translation>Rolar os dados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/combat.py" line="159"/>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../hexstudio/play/decision.py" line="38"/>
        <location filename="../../hexstudio/play/decision.py" line="77"/>
        <source>Nothing to decide.</source>
        <translation>Nada a decidir.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/decision.py" line="49"/>
        <source>Air points:</source>
        <translation>Pontos aéreos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/decision.py" line="53"/>
        <source>Commit this support</source>
        <translation>Confirmar este apoio</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="110"/>
        <source>◀ Previous lesson</source>
        <translation>◀ Lição anterior</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="113"/>
        <location filename="../../hexstudio/play/lessons.py" line="224"/>
        <source>Next lesson ▶</source>
        <translation>Próxima lição ▶</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="116"/>
        <source>Hide the lessons</source>
        <translation>Esconder as lições</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="119"/>
        <location filename="../../hexstudio/play/lessons.py" line="249"/>
        <source>Done with this phase? Click “End phase” (Ctrl+Return): the next lessons come up by themselves.</source>
        <translation>Terminou esta fase? Clique em “Encerrar fase” (Ctrl+Return): as próximas lições aparecem sozinhas.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="220"/>
        <source>Next lesson ▶ (%1 of %2)</source>
        <translation>Próxima lição ▶ (%1 de %2)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="227"/>
        <source>%1 lessons in this scenario.</source>
        <translation>%1 lições neste cenário.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="228"/>
        <source>No lesson for this phase</source>
        <translation>Nenhuma lição para esta fase</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="229"/>
        <source>Lessons come up as the game reaches them; page through them with “Next lesson”.</source>
        <translation>As lições aparecem quando o jogo chega a elas; folheie-as com “Próxima lição”.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="234"/>
        <source>Lesson %1 of %2</source>
        <translation>Lição %1 de %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="236"/>
        <source>turn %1</source>
        <translation>turno %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="244"/>
        <source>Marked on the map: %1</source>
        <translation>Marcados no mapa: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="247"/>
        <source>This phase has another lesson: click “Next lesson” to read it.</source>
        <translation>Esta fase tem outra lição: clique em “Próxima lição” para lê-la.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="255"/>
        <source>Not read yet: %1 (“Previous lesson” pages back to it).</source>
        <translation>Ainda não lida: %1 (“Lição anterior” volta até ela).</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="46"/>
        <source>New Game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="50"/>
        <source>This scenario: %1</source>
        <translation>Este cenário: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="52"/>
        <source>Bundled: %1</source>
        <translation>Incluído: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="55"/>
        <source>Recent: %1</source>
        <translation>Recente: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="56"/>
        <source>Other scenario…</source>
        <translation>Outro cenário…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="65"/>
        <source>Random</source>
        <translation>Aleatória</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="73"/>
        <source>Scenario:</source>
        <translation>Cenário:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="74"/>
        <source>Dice seed:</source>
        <translation>Semente dos dados:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="77"/>
        <source>%1: played by a person</source>
        <translation>%1: jogado por uma pessoa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="81"/>
        <source>The computer opponent is not available yet: every side is played by a person at this computer, taking turns (hot seat). The board is covered when the turn passes.</source>
        <translation>O adversário controlado pelo computador ainda não está disponível: cada lado é jogado por uma pessoa neste computador, em turnos alternados. O tabuleiro é coberto quando a vez passa.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="84"/>
        <source>Players:</source>
        <translation>Jogadores:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="86"/>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="104"/>
        <source>Scenario to Play</source>
        <translation>Cenário a jogar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="104"/>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Cenários (*.json);;Todos os arquivos (*)</translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="117"/>
        <source>Game Over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="121"/>
        <source>The game is not over.</source>
        <translation>O jogo não terminou.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="123"/>
        <source>A draw.</source>
        <translation>Empate.</translation>
    </message>
</context>
<context>
    <name>PanelText</name>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="138"/>
        <source>Full: %1</source>
        <translation>Completa: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="140"/>
        <source>Reduced: %1</source>
        <translation>Reduzida: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="142"/>
        <source>Reduced: computed by the rules</source>
        <translation>Reduzida: calculada pelas regras</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="145"/>
        <source>Formation: %1</source>
        <translation>Formação: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="148"/>
        <source>reduced</source>
        <translation>reduzida</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="150"/>
        <source>suppressed</source>
        <translation>suprimida</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="152"/>
        <source>engaged</source>
        <translation>engajada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="154"/>
        <source>stopped by an enemy zone of control</source>
        <translation>parada por uma zona de engajamento inimiga</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="156"/>
        <source>%1 MP spent</source>
        <translation>%1 PM gastos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="158"/>
        <source>has attacked</source>
        <translation>já atacou</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="160"/>
        <source>has supported</source>
        <translation>já apoiou</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="161"/>
        <source>not yet on the map</source>
        <translation>ainda fora do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="161"/>
        <source>eliminated</source>
        <translation>eliminada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="164"/>
        <source>State: %1</source>
        <translation>Situação: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="164"/>
        <source>fresh</source>
        <translation>intacta</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="168"/>
        <source>worked out from the book</source>
        <translation>deduzido do livro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="169"/>
        <source>reconstructed</source>
        <translation>reconstituído</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="170"/>
        <source>invented</source>
        <translation>inventado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="172"/>
        <source>Not from the book (%1).</source>
        <translation>Não consta do livro (%1).</translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="158"/>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="188"/>
        <source>The interrupted game cannot be resumed</source>
        <translation>O jogo interrompido não pode ser retomado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="193"/>
        <source>This scenario cannot be played</source>
        <translation>Este cenário não pode ser jogado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="194"/>
        <source>The rules engine cannot start a game of it:
%1: %2</source>
        <translation>O motor de regras não consegue iniciar um jogo dele:
%1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="196"/>
        <source>This scenario cannot be played: %1</source>
        <translation>Este cenário não pode ser jogado: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="283"/>
        <location filename="../../hexstudio/play/mode.py" line="341"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="284"/>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="285"/>
        <source>Decision</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="286"/>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="287"/>
        <source>Reinforcements</source>
        <translation>Reforços</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="288"/>
        <source>Game log</source>
        <translation>Registro do jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="291"/>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="312"/>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="324"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="325"/>
        <source>&amp;Load Game…</source>
        <translation>&amp;Carregar jogo…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="326"/>
        <source>&amp;Save Game…</source>
        <translation>&amp;Salvar jogo…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="328"/>
        <location filename="../../hexstudio/play/mode.py" line="574"/>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="329"/>
        <location filename="../../hexstudio/play/mode.py" line="579"/>
        <location filename="../../hexstudio/play/mode.py" line="580"/>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="331"/>
        <source>&amp;End Phase</source>
        <translation>&amp;Encerrar fase</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="332"/>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Rolar os dados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="333"/>
        <source>Clear Selection</source>
        <translation>Limpar seleção</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="334"/>
        <source>Show Enemy &amp;Zones of Control</source>
        <translation>Mostrar &amp;zonas de engajamento inimigas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="335"/>
        <source>ZOC</source>
        <translation>ZE</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="338"/>
        <source>&amp;Replay a Saved Game…</source>
        <translation>&amp;Rever um jogo salvo…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="369"/>
        <source>Resume the Interrupted Game?</source>
        <translation>Retomar o jogo interrompido?</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="370"/>
        <source>A game of this scenario was not finished (hexstudio stopped during play). Resume it?</source>
        <translation>Um jogo deste cenário não foi terminado (o hexstudio parou durante a partida). Retomá-lo?</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="469"/>
        <location filename="../../hexstudio/play/mode.py" line="481"/>
        <source>&lt;b&gt;Dice: %1 = %2&lt;/b&gt; (column %3)&lt;br&gt;%4</source>
        <translation>&lt;b&gt;Dados: %1 = %2&lt;/b&gt; (coluna %3)&lt;br&gt;%4</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="547"/>
        <source>Game over: %1 Points: %2.</source>
        <translation>Fim de jogo: %1 Pontos: %2.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="550"/>
        <source>Game over: a draw (%1).</source>
        <translation>Fim de jogo: empate (%1).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="571"/>
        <source>Undo %1</source>
        <translation>Desfazer %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="573"/>
        <source>Undo (nothing since the last die roll or phase end)</source>
        <translation>Desfazer (nada desde a última rolagem ou fim de fase)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="579"/>
        <source>Redo (nothing undone)</source>
        <translation>Refazer (nada desfeito)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="588"/>
        <source>move of %1</source>
        <translation>movimento de %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="590"/>
        <source>entry of %1</source>
        <translation>entrada de %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="597"/>
        <source>last action</source>
        <translation>última ação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="650"/>
        <source>Your units are attacked: commit your hidden support.</source>
        <translation>Suas unidades estão sendo atacadas: defina seu apoio oculto.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="653"/>
        <source>Turn %1, %2 phase</source>
        <translation>Turno %1, fase de %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="722"/>
        <source>land</source>
        <translation>desembarcar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="728"/>
        <source>drop</source>
        <translation>salto</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="732"/>
        <source>enter</source>
        <translation>entrar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="739"/>
        <source>fire</source>
        <translation>fogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="744"/>
        <source>target</source>
        <translation>alvo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="804"/>
        <location filename="../../hexstudio/play/mode.py" line="1610"/>
        <source>retreat</source>
        <translation>recuo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="813"/>
        <source>advance</source>
        <translation>avanço</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="843"/>
        <source>%1 left the map.</source>
        <translation>%1 saiu do mapa.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="862"/>
        <source>Click a highlighted landing hex to carry %1 there by sea.</source>
        <translation>Clique num hexágono de desembarque destacado para levar %1 por mar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="963"/>
        <source>Click one of your units to select it.</source>
        <translation>Clique numa de suas unidades para selecioná-la.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="852"/>
        <source>%1: tick the units that move together.</source>
        <translation>%1: marque as unidades que se movem juntas.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="985"/>
        <source>%1 MP left. Click a shaded hex to move there; hover to see the path.</source>
        <translation>Restam %1 PM. Clique num hexágono sombreado para mover; passe o mouse para ver o caminho.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1023"/>
        <source>%1 may land at %2.</source>
        <translation>%1 pode desembarcar em %2.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1026"/>
        <source>%1 may drop at %2.</source>
        <translation>%1 pode saltar em %2.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1029"/>
        <source>%1 may enter at %2.</source>
        <translation>%1 pode entrar em %2.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1569"/>
        <source>Your units at %1 are attacked. Tick the artillery that supports the defence and set the air points, then commit — or give no support. The attacker has already committed and will not see your choice before the dice.</source>
        <translation>Suas unidades em %1 estão sendo atacadas. Marque a artilharia que apoia a defesa e defina os pontos aéreos, depois confirme — ou não dê apoio. O atacante já se comprometeu e não verá sua escolha antes dos dados.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1014"/>
        <location filename="../../hexstudio/play/mode.py" line="1039"/>
        <source>%1 MP</source>
        <translation>%1 PM</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="336"/>
        <source>Show enemy zones of control (Z)</source>
        <translation>Mostrar as zonas de engajamento (ZE) inimigas (Z)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="494"/>
        <source>%1 lands at %2 in good order.</source>
        <translation>%1 aterrissa em %2 em boa ordem.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="496"/>
        <source>%1 lands at %2 scattered: it takes a loss.</source>
        <translation>%1 aterrissa em %2 dispersa: sofre uma baixa.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="499"/>
        <source>(Good order on %1.)</source>
        <translation>(Em boa ordem com %1.)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="501"/>
        <source>&lt;b&gt;Die: %1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;Dado: %1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="503"/>
        <source>Die: %1 — %2</source>
        <translation>Dado: %1 — %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="513"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="592"/>
        <source>carry of %1</source>
        <translation>transporte de %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="594"/>
        <source>sea move of %1</source>
        <translation>movimento marítimo de %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="596"/>
        <source>exit of %1</source>
        <translation>saída de %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="656"/>
        <source>Fire your off-map bombardment pieces in the Combat panel, then hand over.</source>
        <translation>Dispare suas peças de bombardeio fora do mapa no painel Combate e depois passe a vez.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="849"/>
        <source>%1: tick the amphibian and the one unit it carries.</source>
        <translation>%1: marque o anfíbio e a única unidade que ele transporta.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="851"/>
        <source>%1: the unit that moves by sea.</source>
        <translation>%1: a unidade que se move por mar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="893"/>
        <source>Tick the amphibian and the one unit it carries.</source>
        <translation>Marque o anfíbio e a única unidade que ele transporta.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="897"/>
        <source>%1 carries %2: click a highlighted hex; hover to see the path.</source>
        <translation>%1 transporta %2: clique num hexágono destacado; passe o cursor para ver o caminho.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="903"/>
        <source>%1 cannot carry %2 anywhere now: %3</source>
        <translation>%1 não pode transportar %2 para lugar nenhum agora: %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1015"/>
        <source>Carry %1 to %2: %3 MP of the amphibian&apos;s %4 (%5)</source>
        <translation>Transportar %1 até %2: %3 PM dos %4 do anfíbio (%5)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1020"/>
        <location filename="../../hexstudio/play/mode.py" line="1170"/>
        <source>Cannot carry to %1: %2</source>
        <translation>Não é possível transportar até %1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1040"/>
        <source>Path to %1: %2 MP of %3 (%4)</source>
        <translation>Caminho até %1: %2 PM de %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1043"/>
        <source>— drag the units here to stack them; a click selects the units there.</source>
        <translation>— arraste as unidades até aqui para empilhá-las; um clique seleciona as unidades que lá estão.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1046"/>
        <location filename="../../hexstudio/play/mode.py" line="1205"/>
        <location filename="../../hexstudio/play/mode.py" line="1216"/>
        <source>Cannot move to %1: %2</source>
        <translation>Não pode mover para %1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1067"/>
        <source>no bombardment pieces left this turn</source>
        <translation>nenhuma peça de bombardeio disponível neste turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1069"/>
        <source>%1: %2 — cannot be bombarded: %3</source>
        <translation>%1: %2 — não pode ser bombardeado: %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1070"/>
        <source>%1: %2 — click to bombard it with your pieces</source>
        <translation>%1: %2 — clique para bombardeá-lo com suas peças</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1073"/>
        <source>%1: %2 — already attacked this turn</source>
        <translation>%1: %2 — já atacado neste turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1074"/>
        <source>%1: %2 — click to pick it as the target</source>
        <translation>%1: %2 — clique para escolhê-lo como alvo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1076"/>
        <source>%1: %2 — pick an enemy hex first</source>
        <translation>%1: %2 — escolha antes um hexágono inimigo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1078"/>
        <source>%1: %2 — click to add to or take out of the attack</source>
        <translation>%1: %2 — clique para incluir ou tirar do ataque</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1084"/>
        <source>%1: out of range (%2 hexes, range %3)</source>
        <translation>%1: fora de alcance (%2 hexágonos, alcance %3)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1086"/>
        <source>%1: %2 — click to add or remove this artillery</source>
        <translation>%1: %2 — clique para incluir ou tirar esta artilharia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1087"/>
        <source>%1: %2 — not next to the target</source>
        <translation>%1: %2 — não está vizinho ao alvo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1130"/>
        <source>Cannot drop at %1: %2</source>
        <translation>Não pode saltar em %1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1153"/>
        <source>%1 is not an entry hex.</source>
        <translation>%1 não é um hexágono de entrada.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1184"/>
        <source>Cannot land at %1: %2</source>
        <translation>Não pode desembarcar em %1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1245"/>
        <source>Click a highlighted hex to drop %1 there; a die decides whether it lands in good order.</source>
        <translation>Clique num hexágono destacado para lançar %1 ali; um dado decide se chega em boa ordem.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1248"/>
        <source>(Good order on %1, otherwise a loss.)</source>
        <translation>(Em boa ordem com %1; senão, uma baixa.)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1264"/>
        <source>Click a highlighted hex to bring %1 on.</source>
        <translation>Clique num hexágono destacado para fazer %1 entrar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1301"/>
        <source>Target %1. Now click your adjacent units to attack, and artillery in range to support.</source>
        <translation>Alvo %1. Agora clique nas suas unidades adjacentes para atacar, e na artilharia ao alcance para apoiar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1312"/>
        <source>The units at %1 have already fought this phase.</source>
        <translation>As unidades em %1 já combateram nesta fase.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1320"/>
        <source>No artillery at %1.</source>
        <translation>Não há artilharia em %1.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1350"/>
        <source>Attacks and bombardments are made in the combat phase.</source>
        <translation>Ataques e bombardeios são feitos na fase de combate.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1357"/>
        <source>Artillery in range:</source>
        <translation>Artilharia ao alcance:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1360"/>
        <source>Click an enemy hex to attack it.</source>
        <translation>Clique num hexágono inimigo para atacá-lo.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1378"/>
        <location filename="../../hexstudio/play/mode.py" line="1407"/>
        <source>Target %1: %2</source>
        <translation>Alvo %1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1391"/>
        <source>%1 — PB %2 — %3</source>
        <translation>%1 — PB %2 — %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1399"/>
        <source>%1: click a highlighted enemy hex to bombard it, then tick the pieces to fire.</source>
        <translation>%1: clique num hexágono inimigo destacado para bombardeá-lo e marque as peças que vão disparar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1421"/>
        <source>Bombardment pieces (off the map) — ticked: %1 PB</source>
        <translation>Peças de bombardeio (fora do mapa) — marcadas: %1 PB</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1423"/>
        <source>Bombardment pieces (off the map) — ticked: %1 of at most %2 PB a hex</source>
        <translation>Peças de bombardeio (fora do mapa) — marcadas: %1 de no máximo %2 PB por hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1459"/>
        <source>pick the attacking units: click your units next to the target</source>
        <translation>escolha as unidades atacantes: clique nas suas unidades vizinhas ao alvo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1463"/>
        <source>The defender may still add hidden support (artillery, air) after you commit.</source>
        <translation>A defesa ainda pode somar apoio oculto (artilharia, aviação) depois que você confirmar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1465"/>
        <source>The defender could add up to %1 with support.</source>
        <translation>A defesa poderia somar até %1 com apoio.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1466"/>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1466"/>
        <source>Defence</source>
        <translation>Defesa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1466"/>
        <source>Odds</source>
        <translation>Relação de forças</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1466"/>
        <location filename="../../hexstudio/play/mode.py" line="1485"/>
        <source>Final column</source>
        <translation>Coluna final</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1471"/>
        <source>pick the artillery: click your guns within range</source>
        <translation>escolha a artilharia: clique nas suas peças ao alcance</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1473"/>
        <source>set the air points to use</source>
        <translation>defina os pontos aéreos a usar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1476"/>
        <source>tick the pieces to fire</source>
        <translation>marque as peças que vão disparar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1557"/>
        <source>Choose the unit that is withdrawn this turn.</source>
        <translation>Escolha a unidade que se retira neste turno.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1558"/>
        <source>Choose %1 units that are withdrawn this turn.</source>
        <translation>Escolha %1 unidades que se retiram neste turno.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1572"/>
        <source>No support</source>
        <translation>Sem apoio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1576"/>
        <location filename="../../hexstudio/play/mode.py" line="1580"/>
        <source>Click a highlighted hex on the map, or a button.</source>
        <translation>Clique num hexágono destacado no mapa, ou num botão.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1577"/>
        <location filename="../../hexstudio/play/mode.py" line="1614"/>
        <source>Retreat to %1</source>
        <translation>Recuar para %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1578"/>
        <source>No bridge</source>
        <translation>Sem ponte</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1583"/>
        <source>Stop advancing</source>
        <translation>Parar o avanço</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1586"/>
        <source>Advance %1 to %2</source>
        <translation>Avançar %1 para %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1592"/>
        <source>Defence lost: %1; attack strength given up so far: %2; still owed: %3.</source>
        <translation>Defesa perdida: %1; força de ataque entregue até agora: %2; ainda devido: %3.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1597"/>
        <source>reduced</source>
        <translation>reduzida</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1597"/>
        <source>full</source>
        <translation>completa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1600"/>
        <source>Stop here</source>
        <translation>Parar aqui</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1610"/>
        <source>come back</source>
        <translation>retorno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1611"/>
        <source>bridge</source>
        <translation>ponte</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1614"/>
        <source>Come back at %1</source>
        <translation>Retornar em %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1615"/>
        <source>Bridge the river to %1</source>
        <translation>Lançar ponte até %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1632"/>
        <location filename="../../hexstudio/play/mode.py" line="1647"/>
        <source>First answer: %1</source>
        <translation>Responda primeiro: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1653"/>
        <source>must attack</source>
        <translation>deve atacar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1660"/>
        <source>%1 must still enter this turn (marked in the Reinforcements panel).</source>
        <translation>%1 ainda precisa entrar neste turno (marcada no painel Reforços).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1662"/>
        <source>%1 reinforcements must still enter this turn; they are marked in the Reinforcements panel.</source>
        <translation>%1 reforços ainda precisam entrar neste turno; eles estão marcados no painel Reforços.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1664"/>
        <location filename="../../hexstudio/play/mode.py" line="1665"/>
        <location filename="../../hexstudio/play/mode.py" line="1667"/>
        <location filename="../../hexstudio/play/mode.py" line="1668"/>
        <source>The phase cannot end yet: %1</source>
        <translation>A fase ainda não pode terminar: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1665"/>
        <location filename="../../hexstudio/play/mode.py" line="1668"/>
        <location filename="../../hexstudio/play/mode.py" line="1676"/>
        <source>End Phase</source>
        <translation>Encerrar fase</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1675"/>
        <source>reinforcements not placed: %1</source>
        <translation>reforços não colocados: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1676"/>
        <source>Still to do: %1. End the phase anyway?</source>
        <translation>Ainda falta: %1. Encerrar a fase assim mesmo?</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1690"/>
        <source>Not allowed: %1</source>
        <translation>Não permitido: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1693"/>
        <source>Rules engine error</source>
        <translation>Erro no motor de regras</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1694"/>
        <source>The rules engine failed on this action, which was not played:
%1: %2</source>
        <translation>O motor de regras falhou nesta ação, que não foi jogada:
%1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1699"/>
        <source>Autosave failed: %1</source>
        <translation>O salvamento automático falhou: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1755"/>
        <location filename="../../hexstudio/play/mode.py" line="1764"/>
        <source>Save Game</source>
        <translation>Salvar jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1755"/>
        <location filename="../../hexstudio/play/mode.py" line="1773"/>
        <location filename="../../hexstudio/play/mode.py" line="1799"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Jogos salvos (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1764"/>
        <source>The game could not be saved to %1: %2</source>
        <translation>Não foi possível salvar o jogo em %1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1766"/>
        <source>Game saved to %1.</source>
        <translation>Jogo salvo em %1.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1772"/>
        <location filename="../../hexstudio/play/mode.py" line="1782"/>
        <location filename="../../hexstudio/play/mode.py" line="1785"/>
        <location filename="../../hexstudio/play/mode.py" line="1788"/>
        <source>Load Game</source>
        <translation>Carregar jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1788"/>
        <source>This game was played on &apos;%1&apos;; open that scenario first, then load the game.</source>
        <translation>Este jogo foi jogado em &apos;%1&apos;; abra esse cenário primeiro e depois carregue o jogo.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1792"/>
        <source>Game loaded from %1.</source>
        <translation>Jogo carregado de %1.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1798"/>
        <source>Replay a Saved Game</source>
        <translation>Rever um jogo salvo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="1807"/>
        <location filename="../../hexstudio/play/mode.py" line="1810"/>
        <source>Replay</source>
        <translation>Rever</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message>
        <location filename="../../hexstudio/play/text.py" line="38"/>
        <source>both sides</source>
        <translation>ambos os lados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="45"/>
        <source>Movement</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="46"/>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="47"/>
        <location filename="../../hexstudio/play/text.py" line="199"/>
        <source>Bombardment</source>
        <translation>Bombardeio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="48"/>
        <source>Preparation</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="55"/>
        <source>Clear</source>
        <translation>Bom tempo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="61"/>
        <source>one hex</source>
        <translation>um hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="61"/>
        <source>{n} hexes</source>
        <translation>{n} hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="66"/>
        <source>one defending unit</source>
        <translation>uma unidade defensora</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="66"/>
        <source>{n} defending units</source>
        <translation>{n} unidades defensoras</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="67"/>
        <source>one attacking unit</source>
        <translation>uma unidade atacante</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="67"/>
        <source>{n} attacking units</source>
        <translation>{n} unidades atacantes</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="73"/>
        <source>the defender</source>
        <translation>a defesa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="73"/>
        <source>the attacker</source>
        <translation>o ataque</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="74"/>
        <source>the attackers</source>
        <translation>os atacantes</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="74"/>
        <source>the defenders</source>
        <translation>os defensores</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="76"/>
        <source>exchange: the defender loses units, then the attacker loses at least as much attack strength; the surviving defenders retreat one hex</source>
        <translation>empate: a defesa perde unidades, depois o ataque perde ao menos a mesma força de ataque; os defensores restantes recuam um hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="79"/>
        <source>{units} eliminated</source>
        <comment>one unit</comment>
        <translation>{units} eliminada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="81"/>
        <source>{units} eliminated</source>
        <comment>several units</comment>
        <translation>{units} eliminadas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="84"/>
        <source>the others retreat {hexes}</source>
        <translation>as demais recuam {hexes}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="86"/>
        <source>{side} retreats {hexes}</source>
        <translation>{side} recua {hexes}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="88"/>
        <source>{units} takes a loss</source>
        <translation>{units} sofre uma baixa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="89"/>
        <source>{units} take a loss each</source>
        <translation>{units} sofrem uma baixa cada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="91"/>
        <source>{side} retreat {hexes}</source>
        <translation>{side} recuam {hexes}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="93"/>
        <source>the attacker may advance into the hex</source>
        <translation>o ataque pode avançar para o hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="115"/>
        <source>no effect: both sides stay where they are</source>
        <translation>sem efeito: os dois lados ficam onde estão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="117"/>
        <source>the defender holds</source>
        <translation>a defesa se mantém</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="117"/>
        <source>the attacker holds</source>
        <translation>o ataque se mantém</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="118"/>
        <location filename="../../hexstudio/play/text.py" line="136"/>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="119"/>
        <location filename="../../hexstudio/play/text.py" line="135"/>
        <source>no effect</source>
        <translation>sem efeito</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="130"/>
        <source>one unit in the hex takes a loss</source>
        <translation>uma unidade no hexágono sofre uma baixa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="131"/>
        <source>{n} step losses in the hex</source>
        <translation>{n} baixas no hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="133"/>
        <source>the units in the hex are suppressed</source>
        <translation>as unidades no hexágono ficam suprimidas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="146"/>
        <source>Game of &apos;{title}&apos; started (seed {seed}).</source>
        <translation>Jogo de &apos;{title}&apos; iniciado (semente {seed}).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="148"/>
        <source> (night)</source>
        <translation> (noite)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="149"/>
        <source>Turn {label} begins{night}.</source>
        <translation>Começa o turno {label}{night}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="151"/>
        <source>Weather: {w}.</source>
        <translation>Clima: {w}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="156"/>
        <source>Air points this turn: {pts}.</source>
        <translation>Pontos aéreos neste turno: {pts}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="159"/>
        <source>{side}: {phase} phase.</source>
        <translation>{side}: fase de {phase}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="164"/>
        <source>{unit} moved from {a} to {b} ({cost} MP).</source>
        <translation>{unit} moveu de {a} para {b} ({cost} PM).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="165"/>
        <source>{units} moved from {a} to {b} ({cost} MP).</source>
        <translation>{units} moveram de {a} para {b} ({cost} PM).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="167"/>
        <source>{unit} entered the map at {hex}.</source>
        <translation>{unit} entrou no mapa em {hex}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="171"/>
        <source>, supported by {art}</source>
        <translation>, com apoio de {art}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="173"/>
        <source> and {n} air points</source>
        <translation> e {n} pontos aéreos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="175"/>
        <source>, supported by {n} air points</source>
        <translation>, com apoio de {n} pontos aéreos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="178"/>
        <source>{unit} attacks {hex}{extra}.</source>
        <translation>{unit} ataca {hex}{extra}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="179"/>
        <source>{units} attack {hex}{extra}.</source>
        <translation>{units} atacam {hex}{extra}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="182"/>
        <source>The defender commits no support.</source>
        <translation>A defesa não usa apoio.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="183"/>
        <source>The defender commits {art} and {n} air points.</source>
        <translation>A defesa usa {art} e {n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="184"/>
        <source>no artillery</source>
        <translation>nenhuma artilharia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="186"/>
        <source>Dice ({dice}, {purpose}): {faces} = {total}.</source>
        <translation>Dados ({dice}, {purpose}): {faces} = {total}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="190"/>
        <source>no shifts</source>
        <translation>sem deslocamentos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="191"/>
        <source>Combat at {hex}: {a} against {d}, odds {odds} → column {col}; {shifts}; final column {final}; roll {roll}: {result}.</source>
        <translation>Combate em {hex}: {a} contra {d}, relação de forças {odds} → coluna {col}; {shifts}; coluna final {final}; dados {roll}: {result}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="196"/>
        <source>Strategic bombing of {hex}: column {col}; roll {roll}: {result}.</source>
        <translation>Bombardeio estratégico de {hex}: coluna {col}; rolagem {roll}: {result}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="199"/>
        <source>Air attack</source>
        <translation>Ataque aéreo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="200"/>
        <source>{what} on {hex}: value {v} → column {col}, final column {final}; roll {roll}: {result}.</source>
        <translation>{what} em {hex}: valor {v} → coluna {col}, coluna final {final}; dados {roll}: {result}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="206"/>
        <source>{art} bombard {hex}.</source>
        <translation>{art} bombardeia(m) {hex}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="208"/>
        <source>{unit} at {hex} takes a loss.</source>
        <translation>{unit} em {hex} sofre uma baixa.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="210"/>
        <source>{unit} at {hex} is eliminated.</source>
        <translation>Eliminação de {unit} em {hex}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="212"/>
        <source>{unit} retreats from {a} to {b}.</source>
        <translation>{unit} recua de {a} para {b}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="214"/>
        <source>{unit} does not retreat ({why}).</source>
        <translation>{unit} não recua ({why}).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="216"/>
        <source>{unit} leaves the over-full hex {hex}.</source>
        <translation>{unit} deixa o hexágono superlotado {hex}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="218"/>
        <source>{unit} advances from {a} to {b}.</source>
        <translation>{unit} avança de {a} para {b}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="220"/>
        <source>{unit} is suppressed.</source>
        <translation>{unit} sofre supressão.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="222"/>
        <source>Exchange: the defence lost {d} points, the attack {a}.</source>
        <translation>Empate: a defesa perdeu {d} pontos, o ataque {a}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="226"/>
        <source>Reinforcements arrive: {units}.</source>
        <translation>Chegam reforços: {units}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="228"/>
        <source>No port is held where they would land: {units} will never enter.</source>
        <translation>Nenhum porto onde desembarcariam está em poder do seu lado: {units} nunca entrarão.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="231"/>
        <source>{unit} is withdrawn.</source>
        <translation>Retirada de {unit}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="233"/>
        <source>{unit} cannot be withdrawn yet ({why}).</source>
        <translation>A retirada de {unit} ainda não é possível ({why}).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="235"/>
        <source>{unit} recovers.</source>
        <translation>{unit} se recupera.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="239"/>
        <source>in good order</source>
        <translation>em boa ordem</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="240"/>
        <source>scattered: it takes a loss</source>
        <translation>dispersa: sofre uma baixa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="241"/>
        <source>{unit} dropped by parachute on {hex}, {how}.</source>
        <translation>{unit} saltou de paraquedas em {hex}, {how}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="244"/>
        <source>{carrier} carried {unit} from {a} to {b} through the flood.</source>
        <translation>{carrier} transportou {unit} de {a} até {b} pela área inundada.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="247"/>
        <source>{unit} moved by sea from {a} to {b}.</source>
        <translation>{unit} foi por mar de {a} para {b}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="249"/>
        <source>{unit} left the map.</source>
        <translation>{unit} saiu do mapa.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="251"/>
        <source>{unit} was evacuated.</source>
        <translation>Evacuação de {unit}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="253"/>
        <source>End of turn {n}.</source>
        <translation>Fim do turno {n}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="255"/>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="270"/>
        <source>{unit} makes an assault landing.</source>
        <translation>{unit} faz um desembarque de assalto.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="273"/>
        <source>{unit} bridges the river between {a} and {b}.</source>
        <translation>{unit} lança uma ponte sobre o rio entre {a} e {b}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="275"/>
        <source>{unit} is in contact with the enemy and may act freely.</source>
        <translation>{unit} entra em contato com o inimigo e pode agir livremente.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="277"/>
        <source>{unit} is flooded out of {a} and retreats to {b}.</source>
        <translation>{unit} sai de {a} por causa da inundação e recua para {b}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="279"/>
        <source>The fortification at {hex} is destroyed on its capture.</source>
        <translation>A fortificação em {hex} é destruída com sua captura.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="281"/>
        <source>The map changes at {hexes}.</source>
        <translation>O mapa muda em {hexes}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="285"/>
        <source>{unit} is released ({why}).</source>
        <translation>{unit} fica livre ({why}).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="286"/>
        <source>{unit} is released.</source>
        <translation>{unit} fica livre.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="288"/>
        <source>{unit} is removed ({why}).</source>
        <translation>{unit} sai do jogo ({why}).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="291"/>
        <source>{unit} retreats off the map from {hex} and is lost.</source>
        <translation>{unit} recua para fora do mapa a partir de {hex} e se perde.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="292"/>
        <source>{unit} retreats off the map from {hex}; it comes back on turn {n}.</source>
        <translation>{unit} recua para fora do mapa a partir de {hex}; volta no turno {n}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="295"/>
        <source>{unit} cannot come back next to {hex} yet: every hex there is blocked.</source>
        <translation>{unit} ainda não pode voltar ao lado de {hex}: todos os hexágonos ali estão bloqueados.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="297"/>
        <source>{unit} comes back onto the map at {hex}.</source>
        <translation>{unit} volta ao mapa em {hex}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="300"/>
        <source>Strategic bombing of {city}.</source>
        <translation>Bombardeio estratégico de {city}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="302"/>
        <source>{unit} is no longer suppressed.</source>
        <translation>{unit} não está mais sob supressão.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="309"/>
        <source>team</source>
        <translation>equipe</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="310"/>
        <source>squad</source>
        <translation>esquadra</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="311"/>
        <source>section</source>
        <translation>seção</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="312"/>
        <source>platoon</source>
        <translation>pelotão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="313"/>
        <source>company</source>
        <translation>companhia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="314"/>
        <source>battalion</source>
        <translation>batalhão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="315"/>
        <source>regiment</source>
        <translation>regimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="316"/>
        <source>brigade</source>
        <translation>brigada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="317"/>
        <source>division</source>
        <translation>divisão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="318"/>
        <source>corps</source>
        <translation>corpo de exército</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="319"/>
        <source>army</source>
        <translation>exército</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="326"/>
        <source>combat</source>
        <translation>combate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="327"/>
        <source>bombardment</source>
        <translation>bombardeio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="328"/>
        <source>air attack</source>
        <translation>ataque aéreo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="329"/>
        <source>weather</source>
        <translation>clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="334"/>
        <source>parachute drop of {unit}</source>
        <translation>salto de paraquedas de {unit}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="336"/>
        <source>strategic bombing of {hex}</source>
        <translation>bombardeio estratégico de {hex}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="339"/>
        <source>map event</source>
        <translation>evento do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="391"/>
        <source>{side} decides:</source>
        <comment>side: masculine singular</comment>
        <translation>O {side} decide:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="391"/>
        <source>The {side} decide:</source>
        <comment>side: masculine plural</comment>
        <translation>Os {side} decidem:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="392"/>
        <source>{side} decides:</source>
        <comment>side: feminine singular</comment>
        <translation>A {side} decide:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="392"/>
        <source>The {side} decide:</source>
        <comment>side: feminine plural</comment>
        <translation>As {side} decidem:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="394"/>
        <source>{side} air attack on {hex} with {n} air points.</source>
        <comment>side: masculine singular</comment>
        <translation>Ataque aéreo do {side} em {hex} com {n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="395"/>
        <source>Air attack by the {side} on {hex} with {n} air points.</source>
        <comment>side: masculine plural</comment>
        <translation>Ataque aéreo dos {side} em {hex} com {n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="396"/>
        <source>{side} air attack on {hex} with {n} air points.</source>
        <comment>side: feminine singular</comment>
        <translation>Ataque aéreo da {side} em {hex} com {n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="397"/>
        <source>Air attack by the {side} on {hex} with {n} air points.</source>
        <comment>side: feminine plural</comment>
        <translation>Ataque aéreo das {side} em {hex} com {n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="399"/>
        <source>{side} scores {n} VP: {why}.</source>
        <comment>side: masculine singular</comment>
        <translation>O {side} marca {n} PV: {why}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="399"/>
        <source>The {side} score {n} VP: {why}.</source>
        <comment>side: masculine plural</comment>
        <translation>Os {side} marcam {n} PV: {why}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="400"/>
        <source>{side} scores {n} VP: {why}.</source>
        <comment>side: feminine singular</comment>
        <translation>A {side} marca {n} PV: {why}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="400"/>
        <source>The {side} score {n} VP: {why}.</source>
        <comment>side: feminine plural</comment>
        <translation>As {side} marcam {n} PV: {why}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="402"/>
        <source>{side} uses its air bonus: +{n} air points.</source>
        <comment>side: masculine singular</comment>
        <translation>O {side} usa seu bônus aéreo: +{n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="403"/>
        <source>The {side} use their air bonus: +{n} air points.</source>
        <comment>side: masculine plural</comment>
        <translation>Os {side} usam seu bônus aéreo: +{n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="404"/>
        <source>{side} uses its air bonus: +{n} air points.</source>
        <comment>side: feminine singular</comment>
        <translation>A {side} usa seu bônus aéreo: +{n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="405"/>
        <source>The {side} use their air bonus: +{n} air points.</source>
        <comment>side: feminine plural</comment>
        <translation>As {side} usam seu bônus aéreo: +{n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="407"/>
        <source>{side} wins.</source>
        <comment>side: masculine singular</comment>
        <translation>O {side} vence.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="407"/>
        <source>The {side} win.</source>
        <comment>side: masculine plural</comment>
        <translation>Os {side} vencem.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="408"/>
        <source>{side} wins.</source>
        <comment>side: feminine singular</comment>
        <translation>A {side} vence.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="408"/>
        <source>The {side} win.</source>
        <comment>side: feminine plural</comment>
        <translation>As {side} vencem.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="410"/>
        <source>{side} has no bombardment pieces left this turn. When both sides are done, end the phase.</source>
        <comment>side: masculine singular</comment>
        <translation>O {side} não tem mais peças de bombardeio neste turno. Quando os dois lados terminarem, encerre a fase.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="411"/>
        <source>The {side} have no bombardment pieces left this turn. When both sides are done, end the phase.</source>
        <comment>side: masculine plural</comment>
        <translation>Os {side} não têm mais peças de bombardeio neste turno. Quando os dois lados terminarem, encerre a fase.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="412"/>
        <source>{side} has no bombardment pieces left this turn. When both sides are done, end the phase.</source>
        <comment>side: feminine singular</comment>
        <translation>A {side} não tem mais peças de bombardeio neste turno. Quando os dois lados terminarem, encerre a fase.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="413"/>
        <source>The {side} have no bombardment pieces left this turn. When both sides are done, end the phase.</source>
        <comment>side: feminine plural</comment>
        <translation>As {side} não têm mais peças de bombardeio neste turno. Quando os dois lados terminarem, encerre a fase.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="415"/>
        <source>{side} cannot bombard any hex now.</source>
        <comment>side: masculine singular</comment>
        <translation>O {side} não pode bombardear nenhum hexágono agora.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="415"/>
        <source>The {side} cannot bombard any hex now.</source>
        <comment>side: masculine plural</comment>
        <translation>Os {side} não podem bombardear nenhum hexágono agora.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="416"/>
        <source>{side} cannot bombard any hex now.</source>
        <comment>side: feminine singular</comment>
        <translation>A {side} não pode bombardear nenhum hexágono agora.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="416"/>
        <source>The {side} cannot bombard any hex now.</source>
        <comment>side: feminine plural</comment>
        <translation>As {side} não podem bombardear nenhum hexágono agora.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="418"/>
        <source>Done firing: hand over to {side}</source>
        <comment>side: masculine singular</comment>
        <translation>Fogo encerrado: passar a vez para o {side}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="419"/>
        <source>Done firing: hand over to the {side}</source>
        <comment>side: masculine plural</comment>
        <translation>Fogo encerrado: passar a vez para os {side}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="420"/>
        <source>Done firing: hand over to {side}</source>
        <comment>side: feminine singular</comment>
        <translation>Fogo encerrado: passar a vez para a {side}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="421"/>
        <source>Done firing: hand over to the {side}</source>
        <comment>side: feminine plural</comment>
        <translation>Fogo encerrado: passar a vez para as {side}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="423"/>
        <source>{side} player, your turn — click to continue</source>
        <comment>side: masculine singular</comment>
        <translation>Jogador do {side}, sua vez — clique para continuar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="424"/>
        <source>{side} player, your turn — click to continue</source>
        <comment>side: masculine plural</comment>
        <translation>Jogador dos {side}, sua vez — clique para continuar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="425"/>
        <source>{side} player, your turn — click to continue</source>
        <comment>side: feminine singular</comment>
        <translation>Jogador da {side}, sua vez — clique para continuar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="426"/>
        <source>{side} player, your turn — click to continue</source>
        <comment>side: feminine plural</comment>
        <translation>Jogador das {side}, sua vez — clique para continuar</translation>
    </message>
</context>
<context>
    <name>ReinforcementPanel</name>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="299"/>
        <source>Drop by parachute instead</source>
        <translation>Lançar de paraquedas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="333"/>
        <source>must enter this turn</source>
        <translation>deve entrar neste turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="339"/>
        <source>May enter this turn or wait for a later one.</source>
        <translation>Pode entrar neste turno ou esperar por um turno posterior.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="346"/>
        <source>Pick a unit, then click a highlighted entry hex.</source>
        <translation>Escolha uma unidade e clique num hexágono de entrada destacado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="348"/>
        <source>No reinforcements waiting this phase.</source>
        <translation>Nenhum reforço aguardando nesta fase.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="66"/>
        <source>Replay</source>
        <translation>Rever</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="84"/>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="87"/>
        <source>|◀ Start</source>
        <translation>|◀ Início</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="87"/>
        <source>◀ Back</source>
        <translation>◀ Voltar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="88"/>
        <source>Forward ▶</source>
        <translation>Avançar ▶</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="89"/>
        <source>End ▶|</source>
        <translation>Fim ▶|</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="126"/>
        <source>Turn %1, %2 (%3) — step %4 of %5</source>
        <translation>Turno %1, %2 (%3) — passo %4 de %5</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="127"/>
        <source>game over</source>
        <translation>fim de jogo</translation>
    </message>
</context>
<context>
    <name>StackPanel</name>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="188"/>
        <source>Click one of your units to select it.</source>
        <translation>Clique numa de suas unidades para selecioná-la.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="201"/>
        <source>Leave the map</source>
        <translation>Sair do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="204"/>
        <source>Move by sea…</source>
        <translation>Mover por mar…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="208"/>
        <location filename="../../hexstudio/play/panels.py" line="233"/>
        <source>Carry by amphibian…</source>
        <translation>Transportar por anfíbio…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="211"/>
        <source>The amphibian carries one ticked unit through the flood</source>
        <translation>O anfíbio transporta uma unidade marcada pela área inundada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="216"/>
        <source>Counter</source>
        <translation>Peça</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="232"/>
        <source>Carrying: click a shaded hex (click here to stop)</source>
        <translation>Transportando: clique num hexágono sombreado (clique aqui para parar)</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="56"/>
        <source>Turn:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="57"/>
        <source>Phase:</source>
        <translation>Fase:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="58"/>
        <source>Side to play:</source>
        <translation>Lado a jogar:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="59"/>
        <source>Weather:</source>
        <translation>Clima:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="60"/>
        <source>Air points:</source>
        <translation>Pontos aéreos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="61"/>
        <source>Victory points:</source>
        <translation>Pontos de vitória:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="62"/>
        <source>End phase</source>
        <translation>Encerrar fase</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="65"/>
        <source>Use the air bonus</source>
        <translation>Usar o bônus aéreo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="90"/>
        <source>night</source>
        <translation>noite</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="90"/>
        <source>day</source>
        <translation>dia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="94"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 de %3)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="96"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="102"/>
        <source>game over</source>
        <translation>fim de jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="119"/>
        <source>+%1 air points, once per game</source>
        <translation>+%1 pontos aéreos, uma vez por jogo</translation>
    </message>
</context>
</TS>
