<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>Print</name>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="287"/>
        <source>Sides</source>
        <translation>Lados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="293"/>
        <source>{side}: {nations}; {count} units</source>
        <translation>{side}: {nations}; {count} unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="300"/>
        <source>The game lasts {n} turns, {first} to {last}.</source>
        <translation>O jogo dura {n} turnos, de {first} a {last}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="304"/>
        <source>Dates: {first} to {last}.</source>
        <translation>Datas: {first} a {last}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="309"/>
        <source>Stacking: at most {n} units of a side in a hex.</source>
        <translation>Empilhamento: no máximo {n} unidades de um lado por hexágono.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="315"/>
        <source>{n} units have a single step: their first loss eliminates them.</source>
        <translation>{n} unidades não têm lado reduzido: a primeira baixa as elimina.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="319"/>
        <source>Their counters have a blank back.</source>
        <translation>O verso das suas peças é em branco.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="324"/>
        <source>Preparation</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="325"/>
        <source>Bombardment</source>
        <translation>Bombardeio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="326"/>
        <source>Movement</source>
        <translation>Movimentação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="327"/>
        <location filename="../../hexstudio/printing/aids.py" line="857"/>
        <location filename="../../hexstudio/printing/aids.py" line="879"/>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="329"/>
        <source>Sequence of play (each turn)</source>
        <translation>Sequência de jogo (cada turno)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="339"/>
        <source>[only on turns {turns}]</source>
        <translation>[só nos turnos {turns}]</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="343"/>
        <source>[not on turns {turns}]</source>
        <translation>[não nos turnos {turns}]</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="353"/>
        <source>Set-up</source>
        <translation>Disposição inicial</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="363"/>
        <source>reduced side up</source>
        <translation>com o lado reduzido para cima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="369"/>
        <source>Hex</source>
        <translation>Hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="369"/>
        <source>Unit</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="378"/>
        <source>hexes {hexes}</source>
        <translation>hexágonos {hexes}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="387"/>
        <location filename="../../hexstudio/printing/aids.py" line="413"/>
        <source>{name} ({n} hexes)</source>
        <translation>{name} ({n} hexágonos)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="393"/>
        <source>the north edge</source>
        <translation>a borda norte</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="394"/>
        <source>the south edge</source>
        <translation>a borda sul</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="395"/>
        <source>the east edge</source>
        <translation>a borda leste</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="396"/>
        <source>the west edge</source>
        <translation>a borda oeste</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="401"/>
        <source>(the entry hex costs nothing)</source>
        <translation>(o hexágono de entrada não custa PM)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="421"/>
        <location filename="../../hexstudio/printing/aids.py" line="451"/>
        <source>turn {n}</source>
        <translation>turno {n}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="425"/>
        <source>{side} holds all of {hexes}</source>
        <translation>{side} controla todos: {hexes}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="428"/>
        <source>{side} holds any of {hexes}</source>
        <translation>{side} controla algum de {hexes}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="432"/>
        <source>a unit of {side} enters {hexes}</source>
        <translation>uma unidade de {side} entra em {hexes}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="441"/>
        <source>{units} entered the map</source>
        <translation>{units} entraram no mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="442"/>
        <source>{units} eliminated</source>
        <translation>{units} eliminadas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="444"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="446"/>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="454"/>
        <source>as soon as {condition}</source>
        <translation>assim que {condition}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="456"/>
        <source>one turn after {condition}</source>
        <translation>um turno depois de: {condition}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="458"/>
        <source>{n} turns after {condition}</source>
        <translation>{n} turnos depois de: {condition}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="463"/>
        <source>turn {n}, or {after}, whichever comes first</source>
        <translation>turno {n}, ou {after}, o que vier primeiro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="471"/>
        <source>Reinforcements</source>
        <translation>Reforços</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="478"/>
        <source>May wait for a later turn.</source>
        <translation>Podem esperar um turno posterior.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="492"/>
        <location filename="../../hexstudio/printing/aids.py" line="524"/>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="493"/>
        <location filename="../../hexstudio/printing/aids.py" line="525"/>
        <location filename="../../hexstudio/printing/aids.py" line="745"/>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="494"/>
        <location filename="../../hexstudio/printing/aids.py" line="526"/>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="495"/>
        <source>Enter at</source>
        <translation>Entram por</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="496"/>
        <location filename="../../hexstudio/printing/aids.py" line="527"/>
        <location filename="../../hexstudio/printing/aids.py" line="860"/>
        <location filename="../../hexstudio/printing/aids.py" line="880"/>
        <location filename="../../hexstudio/printing/aids.py" line="893"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="506"/>
        <source>Withdrawals</source>
        <translation>Retiradas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="513"/>
        <source>{n} of: {units}</source>
        <translation>{n} entre: {units}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="517"/>
        <source>They come back: {when}, at {where}.</source>
        <translation>Retornam: {when}, por {where}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="537"/>
        <source>Victory conditions</source>
        <translation>Condições de vitória</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="539"/>
        <source>at the end</source>
        <translation>no fim</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="540"/>
        <location filename="../../hexstudio/printing/aids.py" line="737"/>
        <source>every turn</source>
        <translation>a cada turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="543"/>
        <source>all its hexes</source>
        <translation>todos os seus hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="544"/>
        <source>any of its hexes</source>
        <translation>algum dos seus hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="545"/>
        <source>each hex scores</source>
        <translation>cada hexágono pontua</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="549"/>
        <source>at turn {n}</source>
        <translation>no turno {n}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="563"/>
        <source>Objective</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="564"/>
        <source>Hexes</source>
        <translation>Hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="565"/>
        <source>Hold</source>
        <translation>Controlar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="566"/>
        <location filename="../../hexstudio/printing/aids.py" line="747"/>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="567"/>
        <source>Scored</source>
        <translation>Quando conta</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="568"/>
        <source>Held at the start</source>
        <translation>Controle no início</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="576"/>
        <source>eliminated</source>
        <translation>eliminada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="577"/>
        <source>reduced at the end</source>
        <translation>reduzida no fim</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="578"/>
        <source>on the map at the end</source>
        <translation>no mapa no fim</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="579"/>
        <source>intact at the end</source>
        <translation>intacta no fim</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="580"/>
        <source>evacuated</source>
        <translation>evacuada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="581"/>
        <source>exited the map</source>
        <translation>saiu do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="582"/>
        <source>not used</source>
        <translation>não usada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="588"/>
        <source>{side} scores {points} for each unit: {what}</source>
        <translation>{side} marca {points} por unidade: {what}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="612"/>
        <location filename="../../hexstudio/printing/aids.py" line="615"/>
        <source>nobody</source>
        <translation>ninguém</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="622"/>
        <source>At the start each side holds its side of the front: every land hex nearer its set-up units.</source>
        <translation>No início cada lado controla o seu lado da frente: todo hexágono de terra mais perto das suas unidades da disposição inicial.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="625"/>
        <source>At the start {side} holds every land hex.</source>
        <translation>No início todos os hexágonos de terra são controlados pelo lado {side}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="628"/>
        <source>At the start a side holds only the hexes its units stand in.</source>
        <translation>No início um lado controla só os hexágonos onde estão as suas unidades.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="629"/>
        <source>At the start nobody holds any hex.</source>
        <translation>No início ninguém controla hexágono algum.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="632"/>
        <source>A hex is held only while a side&apos;s units stand in it.</source>
        <translation>Um hexágono só é controlado enquanto unidades de um lado estiverem nele.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="634"/>
        <source>A hex stays with the side that last entered it, passing through included.</source>
        <translation>Um hexágono fica com o lado que entrou nele por último, mesmo só de passagem.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="638"/>
        <source>A hex stays with the side whose unit last stood in it at the end of an action.</source>
        <translation>Um hexágono fica com o lado cuja unidade foi a última a parar nele ao fim de uma ação.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="644"/>
        <source>A unit in an enemy zone of control does not take its hex.</source>
        <translation>Uma unidade em zona de controle inimiga não toma o seu hexágono.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="647"/>
        <source>Put a control marker on each objective hex to show who holds it; turn it over when it changes hands.</source>
        <translation>Ponha um marcador de controle em cada hexágono objetivo para mostrar quem o controla; vire-o quando ele mudar de mãos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="657"/>
        <source>Special rules</source>
        <translation>Regras especiais</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="672"/>
        <location filename="../../hexstudio/printing/aids.py" line="684"/>
        <location filename="../../hexstudio/printing/texts.py" line="54"/>
        <source>Weather</source>
        <translation>Clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="674"/>
        <source>full</source>
        <translation>integral</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="675"/>
        <source>half</source>
        <translation>metade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="685"/>
        <source>Movement cost added</source>
        <translation>Custo de movimento somado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="686"/>
        <location filename="../../hexstudio/printing/aids.py" line="730"/>
        <location filename="../../hexstudio/printing/texts.py" line="55"/>
        <source>Air points</source>
        <translation>Pontos aéreos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="687"/>
        <source>Artillery support</source>
        <translation>Apoio de artilharia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="688"/>
        <source>Advance limit</source>
        <translation>Limite de avanço</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="698"/>
        <source>Fixed weather: {list}.</source>
        <translation>Clima fixo: {list}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="717"/>
        <location filename="../../hexstudio/printing/aids.py" line="746"/>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="718"/>
        <source>Die</source>
        <translation>Dado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="719"/>
        <source>Forecast</source>
        <translation>Previsão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="720"/>
        <source>Roll: weather</source>
        <translation>Resultado: clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="738"/>
        <source>as the weather gives</source>
        <translation>conforme o clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="754"/>
        <source>{side}: {lo} to {hi} points in one use.</source>
        <translation>{side}: de {lo} a {hi} pontos por uso.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="763"/>
        <source>Combat results table ({dice})</source>
        <translation>Tabela de resultados de combate ({dice})</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="766"/>
        <source>Columns are the odds, attack to defence; rows are the dice. In each cell the first code applies to the defender, the second to the attacker.</source>
        <translation>As colunas são a relação de forças, ataque contra defesa; as linhas, os dados. Em cada casa o primeiro código vale para a defesa, o segundo para o ataque.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="781"/>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="774"/>
        <source>Result codes</source>
        <translation>Códigos de resultado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="790"/>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="791"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="792"/>
        <source>What happens</source>
        <translation>O que acontece</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="803"/>
        <source>Bombardment table ({dice})</source>
        <translation>Tabela de bombardeio ({dice})</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="805"/>
        <source>Columns are the bombardment strength; rows are the dice.</source>
        <translation>As colunas são o poder de bombardeio; as linhas, os dados.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="811"/>
        <source>A bombardment needs at least {n} points.</source>
        <translation>Um bombardeio precisa de pelo menos {n} pontos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="815"/>
        <source>Bombardment results</source>
        <translation>Resultados do bombardeio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="822"/>
        <source>Terrain effects table</source>
        <translation>Tabela de efeitos do terreno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="825"/>
        <source>Movement points to enter (or cross), per movement class: a number is the cost; +n is added to the hex&apos;s cost; X: prohibited; =: as the hex&apos;s other terrain. Combat: columns shifted in the defender&apos;s favour; Bomb.: the same against bombardment (=: as for combat).</source>
        <translation>Pontos de movimento para entrar (ou cruzar), por classe de movimento: um número é o custo; +n soma-se ao custo do hexágono; X: proibido; =: como o outro terreno do hexágono. Combate: colunas deslocadas a favor da defesa; Bomb.: o mesmo contra bombardeio (=: como no combate).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="843"/>
        <source>terrain</source>
        <translation>terreno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="844"/>
        <source>feature</source>
        <translation>elemento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="855"/>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="858"/>
        <source>Bomb.</source>
        <translation>Bomb.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="859"/>
        <source>Stack</source>
        <translation>Empilh.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="864"/>
        <source>Hexsides</source>
        <translation>Lados de hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="870"/>
        <source>Cancels: {features}.</source>
        <translation>Anula: {features}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="877"/>
        <source>Hexside</source>
        <translation>Lado de hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="887"/>
        <source>Roads</source>
        <translation>Estradas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="891"/>
        <source>Road</source>
        <translation>Estrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="915"/>
        <source>{title} — player aids</source>
        <translation>{title} — auxílios ao jogador</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/aids.py" line="924"/>
        <source>Player aids, page {n} of {total}</source>
        <translation>Auxílios ao jogador, página {n} de {total}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/countersheet.py" line="89"/>
        <source>{title} — countersheet {n} of {total}, backs</source>
        <translation>{title} — folha de peças {n} de {total}, versos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/countersheet.py" line="92"/>
        <source>Print on the reverse of the fronts (duplex, flip on the long edge), or glue back to back: crop marks on crop marks.</source>
        <translation>Imprima no verso das frentes (frente e verso, virando pela borda longa) ou cole verso com frente: marcas de corte sobre marcas de corte.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/countersheet.py" line="97"/>
        <source>{title} — countersheet {n} of {total}, fronts</source>
        <translation>{title} — folha de peças {n} de {total}, frentes</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/countersheet.py" line="100"/>
        <source>Fronts show full strength; the backs (next page) show the reduced side. Cut along the counters&apos; edges.</source>
        <translation>As frentes mostram a força plena; os versos (próxima página), o lado reduzido. Corte pelas bordas das peças.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="148"/>
        <source>This page is left blank so that the countersheets print back to back.</source>
        <translation>Esta página fica em branco para que as folhas de peças saiam em frente e verso.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="280"/>
        <source>Print and play</source>
        <translation>Imprima e jogue</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="283"/>
        <source>In this file</source>
        <translation>Neste arquivo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="290"/>
        <source>How to print</source>
        <translation>Como imprimir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="303"/>
        <source>How the map pages go together</source>
        <translation>Como as páginas do mapa se juntam</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="314"/>
        <source>Page {n}</source>
        <translation>Página {n}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="315"/>
        <source>Pages {first}–{last}</source>
        <translation>Páginas {first}–{last}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="326"/>
        <source>{pages}: the map on one sheet of {paper}, {size}; hexes {hex} mm across the flats.</source>
        <translation>{pages}: o mapa numa folha {paper}, {size}; hexágonos de {hex} mm entre lados opostos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="331"/>
        <source>{pages}: the map on {rows} × {cols} pages of {paper}, {size} when assembled; hexes {hex} mm across the flats.</source>
        <translation>{pages}: o mapa em {rows} × {cols} páginas {paper}, {size} depois de montado; hexágonos de {hex} mm entre lados opostos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="343"/>
        <source>{pages}: the turn track and the terrain key.</source>
        <translation>{pages}: a trilha de turnos e a legenda dos terrenos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="356"/>
        <source>one countersheet</source>
        <translation>uma folha de peças</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="358"/>
        <source>{n} countersheets</source>
        <translation>{n} folhas de peças</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="359"/>
        <source>{pages}: {sheets}, fronts and backs: {units} units and {markers} markers, {counter} mm counters.</source>
        <translation>{pages}: {sheets}, frentes e versos: {units} unidades e {markers} marcadores, peças de {counter} mm.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="373"/>
        <source>{pages}: player aids: the scenario card, the combat results table, the bombardment table and the terrain effects table.</source>
        <translation>{pages}: auxílios ao jogador: a ficha do cenário, a tabela de resultados de combate, a tabela de bombardeio e a tabela de efeitos do terreno.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="347"/>
        <source>The turn track and the terrain key are on the map sheet, beside the map.</source>
        <translation>A trilha de turnos e a legenda dos terrenos estão na folha do mapa, ao lado dele.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="384"/>
        <source>Print at 100 % (&quot;actual size&quot;), never &quot;fit to page&quot;; check the 50 mm bar at the foot of the map pages with a ruler.</source>
        <translation>Imprima em 100 % (&quot;tamanho real&quot;), nunca &quot;ajustar à página&quot;; confira com uma régua a barra de 50 mm no pé das páginas do mapa.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="394"/>
        <source>The map sheet is {paper}: a print shop prints it; every other page is {sheet}.</source>
        <translation>A folha do mapa é {paper}: uma gráfica a imprime; todas as outras páginas são {sheet}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="400"/>
        <source>Map: cut each page along its dashed lines (the left and top edges; the first column and the first row keep theirs). Lay the cut edge on the dotted line of the page to its left or above, so the half crosses meet, and glue. Join each row from left to right, then the rows from top to bottom. The pages overlap by {overlap} mm.</source>
        <translation>Mapa: corte cada página pelas linhas tracejadas (bordas esquerda e de cima; a primeira coluna e a primeira linha mantêm as suas). Ponha a borda cortada sobre a linha pontilhada da página à esquerda ou de cima, de modo que as meias cruzes se encontrem, e cole. Junte cada linha da esquerda para a direita, depois as linhas de cima para baixo. As páginas se sobrepõem em {overlap} mm.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="411"/>
        <source>Countersheets: print pages {first}–{last} double-sided, flipping on the long edge; or print them single-sided and glue each back to its front, crop marks on crop marks. Glue onto thin card before cutting.</source>
        <translation>Folhas de peças: imprima as páginas {first}–{last} em frente e verso, virando pela borda longa; ou imprima só a frente e cole cada verso à sua frente, marcas de corte sobre marcas de corte. Cole sobre papelão fino antes de cortar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="421"/>
        <source>A counter with a blank back (only its colour and name) is a unit with a single step: its first loss eliminates it ({n} in this game).</source>
        <translation>Uma peça com o verso em branco (só a cor e o nome) é de uma unidade sem lado reduzido: a primeira baixa a elimina ({n} neste jogo).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/document.py" line="429"/>
        <source>The counters&apos; colours run {bleed} mm past their cut lines: cut on the crop marks.</source>
        <translation>As cores das peças passam {bleed} mm das linhas de corte: corte pelas marcas de corte.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="58"/>
        <source>This scenario has no map scan to print; the painted map is printed.</source>
        <translation>Este cenário não tem mapa escaneado; sai o mapa pintado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="148"/>
        <location filename="../../hexstudio/printing/mapsheet.py" line="157"/>
        <source>cut</source>
        <translation>cortar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="177"/>
        <source>{title} — map ({size}, hexes {hex} mm across the flats)</source>
        <translation>{title} — mapa ({size}, hexágonos de {hex} mm entre lados opostos)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="180"/>
        <source>Print at 100 % (actual size), not fitted to the page.</source>
        <translation>Imprima em 100 % (tamanho real), sem ajustar à página.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="182"/>
        <source>{title} — map, row {row}, column {col} of {rows} × {cols}</source>
        <translation>{title} — mapa, linha {row}, coluna {col} de {rows} × {cols}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="185"/>
        <source>Cut along the dashed lines; lay each cut edge on the dotted line of the page before, crosses on crosses; glue.</source>
        <translation>Corte pelas linhas tracejadas; ponha cada borda cortada sobre a linha pontilhada da página anterior, cruz sobre cruz; cole.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="234"/>
        <source>50 mm: check your print with a ruler</source>
        <translation>50 mm: confira a impressão com uma régua</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="243"/>
        <source>hexes {hex} mm, counters {counter} mm</source>
        <translation>hexágonos {hex} mm, peças {counter} mm</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="261"/>
        <source>{title} — turn track and terrain key</source>
        <translation>{title} — trilha de turnos e legenda dos terrenos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="270"/>
        <source>Turn track</source>
        <translation>Trilha de turnos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="272"/>
        <source>Air points: {side}</source>
        <translation>Pontos aéreos: {side}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="276"/>
        <source>Terrain key</source>
        <translation>Legenda dos terrenos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="278"/>
        <location filename="../../hexstudio/printing/texts.py" line="46"/>
        <source>(continued)</source>
        <translation>(continuação)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="309"/>
        <source>night</source>
        <translation>noite</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="318"/>
        <source>reinf.: {sides}</source>
        <translation>reforços: {sides}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/mapsheet.py" line="321"/>
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
        <location filename="../../hexstudio/printing/texts.py" line="84"/>
        <source>{paper} landscape</source>
        <translation>{paper} paisagem</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="85"/>
        <source>{paper} portrait</source>
        <translation>{paper} retrato</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/texts.py" line="97"/>
        <source>{w} × {h} cm</source>
        <translation>{w} × {h} cm</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="107"/>
        <source>Print and Play (PDF)</source>
        <translation>Imprima e jogue (PDF)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="140"/>
        <source>%1 (map on one sheet, for a print shop)</source>
        <translation>%1 (mapa numa só folha, para gráfica)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="145"/>
        <source>Keep counters and hexes in proportion (16 : 19)</source>
        <translation>Manter peças e hexágonos em proporção (16 : 19)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="152"/>
        <source>The language of the texts on the pages; the scenario&apos;s own texts where it has them in it.</source>
        <translation>O idioma dos textos das páginas; os textos do próprio cenário, onde ele os tiver nesse idioma.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="155"/>
        <location filename="../../hexstudio/printing/dialog.py" line="189"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="155"/>
        <location filename="../../hexstudio/printing/dialog.py" line="195"/>
        <source>Countersheets</source>
        <translation>Folhas de peças</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="155"/>
        <source>Player aids</source>
        <translation>Auxílios ao jogador</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="160"/>
        <source>Set-up counters on the map</source>
        <translation>Disposição inicial sobre o mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="162"/>
        <source>Hex numbers</source>
        <translation>Números dos hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="164"/>
        <source>Print the map scan instead of the painted terrain</source>
        <translation>Imprimir o mapa escaneado em vez do terreno pintado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="168"/>
        <source>This scenario has no map scan.</source>
        <translation>Este cenário não tem mapa escaneado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="171"/>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="172"/>
        <source>Open the PDF when it is written</source>
        <translation>Abrir o PDF quando estiver pronto</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="176"/>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="180"/>
        <source>Paper:</source>
        <translation>Papel:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="181"/>
        <source>Hex size across the flats (mm):</source>
        <translation>Hexágono entre lados opostos (mm):</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="182"/>
        <source>Counter size (mm):</source>
        <translation>Tamanho da peça (mm):</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="184"/>
        <source>Language of the texts:</source>
        <translation>Idioma dos textos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="185"/>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="194"/>
        <source>Overlap between pages (mm):</source>
        <translation>Sobreposição entre páginas (mm):</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="197"/>
        <source>Bleed past the cut lines (mm):</source>
        <translation>Sangria além das linhas de corte (mm):</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="206"/>
        <source>Save as:</source>
        <translation>Salvar como:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="236"/>
        <source>First pages:</source>
        <translation>Primeiras páginas:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="252"/>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="256"/>
        <location filename="../../hexstudio/printing/dialog.py" line="576"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="302"/>
        <source>Choose something to print: the map, the countersheets or the player aids.</source>
        <translation>Escolha o que imprimir: o mapa, as folhas de peças ou os auxílios ao jogador.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="388"/>
        <source>Save the PDF as</source>
        <translation>Salvar o PDF como</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="388"/>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="409"/>
        <source>The scenario could not be prepared for printing: %1</source>
        <translation>Não foi possível preparar o cenário para impressão: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="418"/>
        <source>Preparing the preview…</source>
        <translation>Preparando a prévia…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="461"/>
        <source>Page %1</source>
        <translation>Página %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="478"/>
        <source>The preview could not be drawn: %1</source>
        <translation>Não foi possível desenhar a prévia: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/printing/dialog.py" line="483"/>
        <source>%n page(s) in all.</source>
        <translation>
            <numerusform>%n página ao todo.</numerusform>
            <numerusform>%n páginas ao todo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="489"/>
        <source>Map: %1 on one sheet of %2.</source>
        <translation>Mapa: %1 numa folha %2.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="492"/>
        <source>Map: %1, on %2 × %3 pages of %4.</source>
        <translation>Mapa: %1, em %2 × %3 páginas %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/printing/dialog.py" line="500"/>
        <source>%n countersheet(s), fronts and backs.</source>
        <translation>
            <numerusform>%n folha de peças, frente e verso.</numerusform>
            <numerusform>%n folhas de peças, frente e verso.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/printing/dialog.py" line="503"/>
        <source>%n one-step counter(s) with a blank back.</source>
        <translation>
            <numerusform>%n peça sem lado reduzido, com o verso em branco.</numerusform>
            <numerusform>%n peças sem lado reduzido, com o verso em branco.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/printing/dialog.py" line="506"/>
        <source>%n page(s) of player aids.</source>
        <translation>
            <numerusform>%n página de auxílios ao jogador.</numerusform>
            <numerusform>%n páginas de auxílios ao jogador.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="529"/>
        <source>the folder %1 does not exist</source>
        <translation>a pasta %1 não existe</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="531"/>
        <source>%1 is a folder</source>
        <translation>%1 é uma pasta</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="541"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="545"/>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="559"/>
        <source>Laying out the pages of %1…</source>
        <translation>Diagramando as páginas de %1…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="567"/>
        <source>Writing %1: page %2 of %3…</source>
        <translation>Gravando %1: página %2 de %3…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="583"/>
        <source>Wrote %1.</source>
        <translation>%1 gravado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="596"/>
        <source>Export cancelled; %1 is as it was.</source>
        <translation>Exportação cancelada; %1 ficou como estava.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="598"/>
        <source>Export cancelled; no file was written.</source>
        <translation>Exportação cancelada; nenhum arquivo foi gravado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="606"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="610"/>
        <source>Could not write %1.</source>
        <translation>Não foi possível gravar %1.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/dialog.py" line="612"/>
        <source>Could not write %1:</source>
        <translation>Não foi possível gravar %1:</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <location filename="../../hexstudio/printing/menu.py" line="18"/>
        <source>E&amp;xport</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/menu.py" line="20"/>
        <source>&amp;Print and Play (PDF)…</source>
        <translation>&amp;Imprima e jogue (PDF)…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/printing/menu.py" line="24"/>
        <source>The map, the countersheets and the player aids as a PDF to print</source>
        <translation>O mapa, as folhas de peças e os auxílios ao jogador num PDF para imprimir</translation>
    </message>
</context>
</TS>
