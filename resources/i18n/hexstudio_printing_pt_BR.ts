<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>Print</name>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="273"/>
        <source>Sides</source>
        <translation>Lados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="279"/>
        <source>{side}: {nations}; {count} units</source>
        <translation>{side}: {nations}; {count} unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="286"/>
        <source>The game lasts {n} turns, {first} to {last}.</source>
        <translation>O jogo dura {n} turnos, de {first} a {last}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="290"/>
        <source>Dates: {first} to {last}.</source>
        <translation>Datas: {first} a {last}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="295"/>
        <source>Stacking: at most {n} units of a side in a hex.</source>
        <translation>Empilhamento: no máximo {n} unidades de um lado por hexágono.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="302"/>
        <source>Preparation</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="303"/>
        <source>Bombardment</source>
        <translation>Bombardeio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="304"/>
        <source>Movement</source>
        <translation>Movimentação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="305"/>
        <location filename="../../hexstudio/printing/aids.py" line="773"/>
        <location filename="../../hexstudio/printing/aids.py" line="795"/>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="307"/>
        <source>Sequence of play (each turn)</source>
        <translation>Sequência de jogo (cada turno)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="317"/>
        <source>[only on turns {turns}]</source>
        <translation>[só nos turnos {turns}]</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="321"/>
        <source>[not on turns {turns}]</source>
        <translation>[não nos turnos {turns}]</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="331"/>
        <source>Set-up</source>
        <translation>Disposição inicial</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="341"/>
        <source>reduced side up</source>
        <translation>com o lado reduzido para cima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="347"/>
        <source>Hex</source>
        <translation>Hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="347"/>
        <source>Unit</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="356"/>
        <source>hexes {hexes}</source>
        <translation>hexágonos {hexes}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="365"/>
        <location filename="../../hexstudio/printing/aids.py" line="391"/>
        <source>{name} ({n} hexes)</source>
        <translation>{name} ({n} hexágonos)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="371"/>
        <source>the north edge</source>
        <translation>a borda norte</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="372"/>
        <source>the south edge</source>
        <translation>a borda sul</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="373"/>
        <source>the east edge</source>
        <translation>a borda leste</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="374"/>
        <source>the west edge</source>
        <translation>a borda oeste</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="379"/>
        <source>(the entry hex costs nothing)</source>
        <translation>(o hexágono de entrada não custa PM)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="399"/>
        <location filename="../../hexstudio/printing/aids.py" line="429"/>
        <source>turn {n}</source>
        <translation>turno {n}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="403"/>
        <source>{side} holds all of {hexes}</source>
        <translation>{side} controla todos: {hexes}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="406"/>
        <source>{side} holds any of {hexes}</source>
        <translation>{side} controla algum de {hexes}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="410"/>
        <source>a unit of {side} enters {hexes}</source>
        <translation>uma unidade de {side} entra em {hexes}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="419"/>
        <source>{units} entered the map</source>
        <translation>{units} entraram no mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="420"/>
        <source>{units} eliminated</source>
        <translation>{units} eliminadas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="422"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="424"/>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="432"/>
        <source>as soon as {condition}</source>
        <translation>assim que {condition}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="434"/>
        <source>one turn after {condition}</source>
        <translation>um turno depois de: {condition}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="436"/>
        <source>{n} turns after {condition}</source>
        <translation>{n} turnos depois de: {condition}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="441"/>
        <source>turn {n}, or {after}, whichever comes first</source>
        <translation>turno {n}, ou {after}, o que vier primeiro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="449"/>
        <source>Reinforcements</source>
        <translation>Reforços</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="456"/>
        <source>May wait for a later turn.</source>
        <translation>Podem esperar um turno posterior.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="470"/>
        <location filename="../../hexstudio/printing/aids.py" line="502"/>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="471"/>
        <location filename="../../hexstudio/printing/aids.py" line="503"/>
        <location filename="../../hexstudio/printing/aids.py" line="653"/>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="472"/>
        <location filename="../../hexstudio/printing/aids.py" line="504"/>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="473"/>
        <source>Enter at</source>
        <translation>Entram por</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="474"/>
        <location filename="../../hexstudio/printing/aids.py" line="505"/>
        <location filename="../../hexstudio/printing/aids.py" line="776"/>
        <location filename="../../hexstudio/printing/aids.py" line="796"/>
        <location filename="../../hexstudio/printing/aids.py" line="809"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="484"/>
        <source>Withdrawals</source>
        <translation>Retiradas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="491"/>
        <source>{n} of: {units}</source>
        <translation>{n} entre: {units}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="495"/>
        <source>They come back: {when}, at {where}.</source>
        <translation>Retornam: {when}, por {where}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="515"/>
        <source>Victory conditions</source>
        <translation>Condições de vitória</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="517"/>
        <source>at the end</source>
        <translation>no fim</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="518"/>
        <location filename="../../hexstudio/printing/aids.py" line="645"/>
        <source>every turn</source>
        <translation>a cada turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="521"/>
        <source>all its hexes</source>
        <translation>todos os seus hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="522"/>
        <source>any of its hexes</source>
        <translation>algum dos seus hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="523"/>
        <source>each hex scores</source>
        <translation>cada hexágono pontua</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="527"/>
        <source>at turn {n}</source>
        <translation>no turno {n}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="532"/>
        <source>Objective</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="533"/>
        <source>Hexes</source>
        <translation>Hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="534"/>
        <source>Hold</source>
        <translation>Controlar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="535"/>
        <location filename="../../hexstudio/printing/aids.py" line="655"/>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="536"/>
        <source>Scored</source>
        <translation>Quando conta</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="542"/>
        <source>eliminated</source>
        <translation>eliminada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="543"/>
        <source>reduced at the end</source>
        <translation>reduzida no fim</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="544"/>
        <source>on the map at the end</source>
        <translation>no mapa no fim</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="545"/>
        <source>intact at the end</source>
        <translation>intacta no fim</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="546"/>
        <source>evacuated</source>
        <translation>evacuada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="547"/>
        <source>exited the map</source>
        <translation>saiu do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="548"/>
        <source>not used</source>
        <translation>não usada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="554"/>
        <source>{side} scores {points} for each unit: {what}</source>
        <translation>{side} marca {points} por unidade: {what}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="565"/>
        <source>Special rules</source>
        <translation>Regras especiais</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="580"/>
        <location filename="../../hexstudio/printing/aids.py" line="592"/>
        <location filename="../../hexstudio/printing/texts.py" line="54"/>
        <source>Weather</source>
        <translation>Clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="582"/>
        <source>full</source>
        <translation>integral</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="583"/>
        <source>half</source>
        <translation>metade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="593"/>
        <source>Movement cost added</source>
        <translation>Custo de movimento somado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="594"/>
        <location filename="../../hexstudio/printing/aids.py" line="638"/>
        <location filename="../../hexstudio/printing/texts.py" line="55"/>
        <source>Air points</source>
        <translation>Pontos aéreos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="595"/>
        <source>Artillery support</source>
        <translation>Apoio de artilharia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="596"/>
        <source>Advance limit</source>
        <translation>Limite de avanço</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="606"/>
        <source>Fixed weather: {list}.</source>
        <translation>Clima fixo: {list}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="625"/>
        <location filename="../../hexstudio/printing/aids.py" line="654"/>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="626"/>
        <source>Die</source>
        <translation>Dado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="627"/>
        <source>Forecast</source>
        <translation>Previsão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="628"/>
        <source>Roll: weather</source>
        <translation>Resultado: clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="646"/>
        <source>as the weather gives</source>
        <translation>conforme o clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="662"/>
        <source>{side}: {lo} to {hi} points in one use.</source>
        <translation>{side}: de {lo} a {hi} pontos por uso.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="671"/>
        <source>Combat results table ({dice})</source>
        <translation>Tabela de resultados de combate ({dice})</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="674"/>
        <source>Columns are the odds, attack to defence; rows are the dice. In each cell the first code applies to the defender, the second to the attacker.</source>
        <translation>As colunas são a relação de forças, ataque contra defesa; as linhas, os dados. Em cada casa o primeiro código vale para a defesa, o segundo para o ataque.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="681"/>
        <location filename="../../hexstudio/printing/aids.py" line="716"/>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="685"/>
        <source>Result codes</source>
        <translation>Códigos de resultado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="692"/>
        <location filename="../../hexstudio/printing/aids.py" line="727"/>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="693"/>
        <location filename="../../hexstudio/printing/aids.py" line="728"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="694"/>
        <location filename="../../hexstudio/printing/aids.py" line="729"/>
        <source>What happens</source>
        <translation>O que acontece</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="705"/>
        <source>Bombardment table ({dice})</source>
        <translation>Tabela de bombardeio ({dice})</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="707"/>
        <source>Columns are the bombardment strength; rows are the dice.</source>
        <translation>As colunas são o poder de bombardeio; as linhas, os dados.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="713"/>
        <source>A bombardment needs at least {n} points.</source>
        <translation>Um bombardeio precisa de pelo menos {n} pontos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="720"/>
        <source>Bombardment results</source>
        <translation>Resultados do bombardeio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="738"/>
        <source>Terrain effects table</source>
        <translation>Tabela de efeitos do terreno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="741"/>
        <source>Movement points to enter (or cross), per movement class: a number is the cost; +n is added to the hex&apos;s cost; X: prohibited; =: as the hex&apos;s other terrain. Combat: columns shifted in the defender&apos;s favour; Bomb.: the same against bombardment (=: as for combat).</source>
        <translation>Pontos de movimento para entrar (ou cruzar), por classe de movimento: um número é o custo; +n soma-se ao custo do hexágono; X: proibido; =: como o outro terreno do hexágono. Combate: colunas deslocadas a favor da defesa; Bomb.: o mesmo contra bombardeio (=: como no combate).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="759"/>
        <source>terrain</source>
        <translation>terreno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="760"/>
        <source>feature</source>
        <translation>elemento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="771"/>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="774"/>
        <source>Bomb.</source>
        <translation>Bomb.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="775"/>
        <source>Stack</source>
        <translation>Empilh.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="780"/>
        <source>Hexsides</source>
        <translation>Lados de hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="786"/>
        <source>Cancels: {features}.</source>
        <translation>Anula: {features}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="793"/>
        <source>Hexside</source>
        <translation>Lado de hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="803"/>
        <source>Roads</source>
        <translation>Estradas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="807"/>
        <source>Road</source>
        <translation>Estrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="831"/>
        <source>{title} — player aids</source>
        <translation>{title} — auxílios ao jogador</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="840"/>
        <source>Player aids, page {n} of {total}</source>
        <translation>Auxílios ao jogador, página {n} de {total}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/countersheet.py" line="72"/>
        <source>{title} — countersheet {n} of {total}, backs</source>
        <translation>{title} — folha de peças {n} de {total}, versos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/countersheet.py" line="75"/>
        <source>Print on the reverse of the fronts (duplex, flip on the long edge), or glue back to back: crop marks on crop marks.</source>
        <translation>Imprima no verso das frentes (frente e verso, virando pela borda longa) ou cole verso com frente: marcas de corte sobre marcas de corte.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/countersheet.py" line="80"/>
        <source>{title} — countersheet {n} of {total}, fronts</source>
        <translation>{title} — folha de peças {n} de {total}, frentes</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/countersheet.py" line="83"/>
        <source>Fronts show full strength; the backs (next page) show the reduced side. Cut along the counters&apos; edges.</source>
        <translation>As frentes mostram a força plena; os versos (próxima página), o lado reduzido. Corte pelas bordas das peças.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="148"/>
        <source>This page is left blank so that the countersheets print back to back.</source>
        <translation>Esta página fica em branco para que as folhas de peças saiam em frente e verso.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="263"/>
        <source>Print and play</source>
        <translation>Imprima e jogue</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="266"/>
        <source>In this file</source>
        <translation>Neste arquivo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="273"/>
        <source>How to print</source>
        <translation>Como imprimir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="286"/>
        <source>How the map pages go together</source>
        <translation>Como as páginas do mapa se juntam</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="297"/>
        <source>Page {n}</source>
        <translation>Página {n}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="298"/>
        <source>Pages {first}–{last}</source>
        <translation>Páginas {first}–{last}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="309"/>
        <source>{pages}: the map on one sheet of {paper}, {size}; hexes {hex} mm across the flats.</source>
        <translation>{pages}: o mapa numa folha {paper}, {size}; hexágonos de {hex} mm entre lados opostos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="314"/>
        <source>{pages}: the map on {rows} × {cols} pages of {paper}, {size} when assembled; hexes {hex} mm across the flats.</source>
        <translation>{pages}: o mapa em {rows} × {cols} páginas {paper}, {size} depois de montado; hexágonos de {hex} mm entre lados opostos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="326"/>
        <source>{pages}: the turn track and the terrain key.</source>
        <translation>{pages}: a trilha de turnos e a legenda dos terrenos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="339"/>
        <source>one countersheet</source>
        <translation>uma folha de peças</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="341"/>
        <source>{n} countersheets</source>
        <translation>{n} folhas de peças</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="342"/>
        <source>{pages}: {sheets}, fronts and backs: {units} units and {markers} markers, {counter} mm counters.</source>
        <translation>{pages}: {sheets}, frentes e versos: {units} unidades e {markers} marcadores, peças de {counter} mm.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="356"/>
        <source>{pages}: player aids: the scenario card, the combat results table, the bombardment table and the terrain effects table.</source>
        <translation>{pages}: auxílios ao jogador: a ficha do cenário, a tabela de resultados de combate, a tabela de bombardeio e a tabela de efeitos do terreno.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="330"/>
        <source>The turn track and the terrain key are on the map sheet, beside the map.</source>
        <translation>A trilha de turnos e a legenda dos terrenos estão na folha do mapa, ao lado dele.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="367"/>
        <source>Print at 100 % (&quot;actual size&quot;), never &quot;fit to page&quot;; check the 50 mm bar at the foot of the map pages with a ruler.</source>
        <translation>Imprima em 100 % (&quot;tamanho real&quot;), nunca &quot;ajustar à página&quot;; confira com uma régua a barra de 50 mm no pé das páginas do mapa.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="377"/>
        <source>The map sheet is {paper}: a print shop prints it; every other page is {sheet}.</source>
        <translation>A folha do mapa é {paper}: uma gráfica a imprime; todas as outras páginas são {sheet}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="383"/>
        <source>Map: cut each page along its dashed lines (the left and top edges; the first column and the first row keep theirs). Lay the cut edge on the dotted line of the page to its left or above, so the half crosses meet, and glue. Join each row from left to right, then the rows from top to bottom. The pages overlap by {overlap} mm.</source>
        <translation>Mapa: corte cada página pelas linhas tracejadas (bordas esquerda e de cima; a primeira coluna e a primeira linha mantêm as suas). Ponha a borda cortada sobre a linha pontilhada da página à esquerda ou de cima, de modo que as meias cruzes se encontrem, e cole. Junte cada linha da esquerda para a direita, depois as linhas de cima para baixo. As páginas se sobrepõem em {overlap} mm.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="394"/>
        <source>Countersheets: print pages {first}–{last} double-sided, flipping on the long edge; or print them single-sided and glue each back to its front, crop marks on crop marks. Glue onto thin card before cutting.</source>
        <translation>Folhas de peças: imprima as páginas {first}–{last} em frente e verso, virando pela borda longa; ou imprima só a frente e cole cada verso à sua frente, marcas de corte sobre marcas de corte. Cole sobre papelão fino antes de cortar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="403"/>
        <source>The counters&apos; colours run {bleed} mm past their cut lines: cut on the crop marks.</source>
        <translation>As cores das peças passam {bleed} mm das linhas de corte: corte pelas marcas de corte.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="56"/>
        <source>This scenario has no map scan to print; the painted map is printed.</source>
        <translation>Este cenário não tem mapa escaneado; sai o mapa pintado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="146"/>
        <location filename="../../hexstudio/printing/mapsheet.py" line="155"/>
        <source>cut</source>
        <translation>cortar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="175"/>
        <source>{title} — map ({size}, hexes {hex} mm across the flats)</source>
        <translation>{title} — mapa ({size}, hexágonos de {hex} mm entre lados opostos)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="178"/>
        <source>Print at 100 % (actual size), not fitted to the page.</source>
        <translation>Imprima em 100 % (tamanho real), sem ajustar à página.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="180"/>
        <source>{title} — map, row {row}, column {col} of {rows} × {cols}</source>
        <translation>{title} — mapa, linha {row}, coluna {col} de {rows} × {cols}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="183"/>
        <source>Cut along the dashed lines; lay each cut edge on the dotted line of the page before, crosses on crosses; glue.</source>
        <translation>Corte pelas linhas tracejadas; ponha cada borda cortada sobre a linha pontilhada da página anterior, cruz sobre cruz; cole.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="232"/>
        <source>50 mm: check your print with a ruler</source>
        <translation>50 mm: confira a impressão com uma régua</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="241"/>
        <source>hexes {hex} mm, counters {counter} mm</source>
        <translation>hexágonos {hex} mm, peças {counter} mm</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="259"/>
        <source>{title} — turn track and terrain key</source>
        <translation>{title} — trilha de turnos e legenda dos terrenos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="268"/>
        <source>Turn track</source>
        <translation>Trilha de turnos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="270"/>
        <source>Air points: {side}</source>
        <translation>Pontos aéreos: {side}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="274"/>
        <source>Terrain key</source>
        <translation>Legenda dos terrenos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="276"/>
        <location filename="../../hexstudio/printing/texts.py" line="46"/>
        <source>(continued)</source>
        <translation>(continuação)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="307"/>
        <source>night</source>
        <translation>noite</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="316"/>
        <source>reinf.: {sides}</source>
        <translation>reforços: {sides}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="319"/>
        <source>withdr.: {sides}</source>
        <translation>retiradas: {sides}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="28"/>
        <source>{side} — set-up</source>
        <translation>{side} — disposição inicial</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="30"/>
        <source>{side} — reinforcements, turn {turn}</source>
        <translation>{side} — reforços, turno {turn}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="34"/>
        <source>{side} — reinforcements on a condition ({ref}; see the scenario card)</source>
        <translation>{side} — reforços sob condição ({ref}; veja a ficha do cenário)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="38"/>
        <source>{side} — off-map pieces, available from turn {turn}</source>
        <translation>{side} — peças fora do mapa, disponíveis a partir do turno {turn}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="42"/>
        <source>Markers</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="44"/>
        <source>{side} — other units</source>
        <translation>{side} — outras unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="52"/>
        <source>Control</source>
        <translation>Controle</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="53"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="56"/>
        <source>Bombard</source>
        <translation>Bombardeio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="57"/>
        <source>Suppressed</source>
        <translation>Supressão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="58"/>
        <source>Fort lost</source>
        <translation>Sem fortif.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="59"/>
        <source>Flooded</source>
        <translation>Inundado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="60"/>
        <source>Bridge</source>
        <translation>Ponte</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="85"/>
        <source>{paper} landscape</source>
        <translation>{paper} paisagem</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="86"/>
        <source>{paper} portrait</source>
        <translation>{paper} retrato</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="98"/>
        <source>{w} × {h} cm</source>
        <translation>{w} × {h} cm</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="76"/>
        <source>Print and Play (PDF)</source>
        <translation>Imprima e jogue (PDF)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="94"/>
        <source>%1 (map on one sheet, for a print shop)</source>
        <translation>%1 (mapa numa só folha, para gráfica)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="99"/>
        <source>Keep counters and hexes in proportion (16 : 19)</source>
        <translation>Manter peças e hexágonos em proporção (16 : 19)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="102"/>
        <location filename="../../hexstudio/printing/dialog.py" line="135"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="102"/>
        <location filename="../../hexstudio/printing/dialog.py" line="141"/>
        <source>Countersheets</source>
        <translation>Folhas de peças</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="102"/>
        <source>Player aids</source>
        <translation>Auxílios ao jogador</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="107"/>
        <source>Set-up counters on the map</source>
        <translation>Disposição inicial sobre o mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="109"/>
        <source>Hex numbers</source>
        <translation>Números dos hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="111"/>
        <source>Print the map scan instead of the painted terrain</source>
        <translation>Imprimir o mapa escaneado em vez do terreno pintado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="115"/>
        <source>This scenario has no map scan.</source>
        <translation>Este cenário não tem mapa escaneado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="118"/>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="119"/>
        <source>Open the PDF when it is written</source>
        <translation>Abrir o PDF quando estiver pronto</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="123"/>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="127"/>
        <source>Paper:</source>
        <translation>Papel:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="128"/>
        <source>Hex size across the flats (mm):</source>
        <translation>Hexágono entre lados opostos (mm):</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="129"/>
        <source>Counter size (mm):</source>
        <translation>Tamanho da peça (mm):</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="131"/>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="140"/>
        <source>Overlap between pages (mm):</source>
        <translation>Sobreposição entre páginas (mm):</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="143"/>
        <source>Bleed past the cut lines (mm):</source>
        <translation>Sangria além das linhas de corte (mm):</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="152"/>
        <source>Save as:</source>
        <translation>Salvar como:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="178"/>
        <source>First pages:</source>
        <translation>Primeiras páginas:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="191"/>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="195"/>
        <location filename="../../hexstudio/printing/dialog.py" line="445"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="237"/>
        <source>Choose something to print: the map, the countersheets or the player aids.</source>
        <translation>Escolha o que imprimir: o mapa, as folhas de peças ou os auxílios ao jogador.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="319"/>
        <source>Save the PDF as</source>
        <translation>Salvar o PDF como</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="319"/>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="352"/>
        <source>Page %1</source>
        <translation>Página %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/printing/dialog.py" line="360"/>
        <source>%n page(s) in all.</source>
        <translation>
            <numerusform>%n página ao todo.</numerusform>
            <numerusform>%n páginas ao todo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="366"/>
        <source>Map: %1 on one sheet of %2.</source>
        <translation>Mapa: %1 numa folha %2.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="369"/>
        <source>Map: %1, on %2 × %3 pages of %4.</source>
        <translation>Mapa: %1, em %2 × %3 páginas %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/printing/dialog.py" line="376"/>
        <source>%n countersheet(s), fronts and backs.</source>
        <translation>
            <numerusform>%n folha de peças, frente e verso.</numerusform>
            <numerusform>%n folhas de peças, frente e verso.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/printing/dialog.py" line="378"/>
        <source>%n page(s) of player aids.</source>
        <translation>
            <numerusform>%n página de auxílios ao jogador.</numerusform>
            <numerusform>%n páginas de auxílios ao jogador.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="408"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="412"/>
        <source>Writing %1…</source>
        <translation>Gravando %1…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="432"/>
        <source>Writing %1: page %2 of %3…</source>
        <translation>Gravando %1: página %2 de %3…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="452"/>
        <source>Wrote %1.</source>
        <translation>%1 gravado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="461"/>
        <source>Export cancelled; no file was written.</source>
        <translation>Exportação cancelada; nenhum arquivo foi gravado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="465"/>
        <source>Could not write %1.</source>
        <translation>Não foi possível gravar %1.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="467"/>
        <source>Could not write %1:</source>
        <translation>Não foi possível gravar %1:</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="513"/>
        <source>E&amp;xport</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="515"/>
        <source>&amp;Print and Play (PDF)…</source>
        <translation>&amp;Imprima e jogue (PDF)…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="519"/>
        <source>The map, the countersheets and the player aids as a PDF to print</source>
        <translation>O mapa, as folhas de peças e os auxílios ao jogador num PDF para imprimir</translation>
    </message>
</context>
</TS>
