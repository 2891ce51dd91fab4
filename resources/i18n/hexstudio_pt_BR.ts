<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AboutData</name>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="36"/>
        <source>Everything in this battle comes from the printed game.</source>
        <translation>Tudo nesta batalha vem do jogo impresso.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="38"/>
        <source>This battle comes from the printed game; a few values were worked out from what the book says.</source>
        <translation>Esta batalha vem do jogo impresso; alguns valores foram deduzidos do que o livro diz.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="41"/>
        <source>This battle is a reconstruction: the rules, tables and most numbers come from the printed game, but parts the book does not print were filled in. They are listed below, each with how it was done.</source>
        <translation>Esta batalha é uma reconstrução: as regras, as tabelas e a maioria dos números vêm do jogo impresso, mas partes que o livro não imprime foram preenchidas. Estão listadas abaixo, cada uma com o modo como foi feita.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="45"/>
        <source>This battle was made for hexstudio: it does not come from a printed game.</source>
        <translation>Esta batalha foi feita para o hexstudio: não vem de um jogo impresso.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="76"/>
        <source>About this battle’s data</source>
        <translation>Sobre os dados desta batalha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="80"/>
        <source>Source: %1</source>
        <translation>Fonte: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="86"/>
        <source>From the book</source>
        <translation>Do livro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="88"/>
        <source>%1 of %2 counters as printed in the book.</source>
        <translation>%1 de %2 peças como impressas no livro.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="91"/>
        <location filename="../../hexstudio/app/aboutdata.py" line="106"/>
        <location filename="../../hexstudio/app/aboutdata.py" line="121"/>
        <source>The map.</source>
        <translation>O mapa.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="94"/>
        <source>Places on the map the book gives by their hex: %1.</source>
        <translation>Lugares do mapa que o livro dá pelo hexágono: %1.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="95"/>
        <source>What the rules print: the combat results and terrain effects tables, the turn track, the set-up and arrival lists, the victory points. Where the book can be read two ways, the battle&apos;s notes (Scenario information) name the reading used and its id in the rules digest.</source>
        <translation>O que as regras imprimem: as tabelas de resultados de combate e de efeitos do terreno, a trilha de turnos, as listas de colocação e de reforços, os pontos de vitória. Onde o livro admite duas leituras, as notas da batalha (Informações do cenário) dizem a leitura usada e o seu código no resumo das regras.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="104"/>
        <source>Worked out from the book</source>
        <translation>Deduzido do livro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="108"/>
        <location filename="../../hexstudio/app/aboutdata.py" line="125"/>
        <source>Hexes: %1.</source>
        <translation>Hexágonos: %1.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="113"/>
        <source>Reconstructed (not printed in the book)</source>
        <translation>Reconstruído (não impresso no livro)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="114"/>
        <source>Invented for hexstudio</source>
        <translation>Inventado para o hexstudio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="132"/>
        <source>Who holds what at the start</source>
        <translation>Quem tem a posse de quê no início</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="137"/>
        <source>If you own the printed game</source>
        <translation>Se você tem o jogo impresso</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="139"/>
        <source>Open the battle and choose Mode → Edit. Save it under a new name first (File → Save As…): the battle that came with hexstudio stays as it is.</source>
        <translation>Abra a batalha e escolha Modo → Editar. Salve-a primeiro com outro nome (Arquivo → Salvar como…): a batalha que veio com o hexstudio fica como está.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="141"/>
        <source>To trace the map, photograph or scan the printed map and choose Editor → Import Map Scan…, then Editor → Calibrate Map Scan… and click a few hexes whose numbers you can read. Repaint what differs with the Brush, Feature, Hexside and Road tools; the Control tool says who holds each hex at the start.</source>
        <translation>Para decalcar o mapa, fotografe ou escaneie o mapa impresso e escolha Editor → Importar mapa escaneado…, depois Editor → Calibrar mapa escaneado… e clique em alguns hexágonos cujos números você consegue ler. Repinte o que for diferente com as ferramentas Pincel, Elemento, Lado e Estrada; a ferramenta Posse diz quem tem cada hexágono no início.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="145"/>
        <source>To correct a counter, open Battle Design → Order of Battle, type the values printed on it, set its provenance to “book” and clear its note.</source>
        <translation>Para corrigir uma peça, abra Projeto da Batalha → Ordem de Batalha, digite os valores impressos nela, mude a procedência para “livro” e apague a nota.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="147"/>
        <source>Check the result with Editor → Check Scenario, and set the scenario&apos;s provenance (Battle Design → Scenario &amp; Map) to the least faithful of its parts.</source>
        <translation>Confira o resultado com Editor → Verificar cenário e ponha como procedência do cenário (Projeto da Batalha → Cenário &amp; Mapa) a da sua parte menos fiel.</translation>
    </message>
</context>
<context>
    <name>AboutDataDialog</name>
    <message>
        <location filename="../../hexstudio/app/aboutdata.py" line="160"/>
        <source>About this battle’s data</source>
        <translation>Sobre os dados desta batalha</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../hexstudio/board/background.py" line="152"/>
        <source>map scan not found: %1</source>
        <translation>escaneamento do mapa não encontrado: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/board/background.py" line="158"/>
        <source>map scan %1 could not be read: %2</source>
        <translation>não foi possível ler o escaneamento do mapa %1: %2</translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="73"/>
        <location filename="../../hexstudio/editor/calibrate.py" line="398"/>
        <source>Calibrate Map Scan</source>
        <translation>Calibrar mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="97"/>
        <source>The map already has rivers or roads, so its orientation and stagger stay as they are.</source>
        <translation>O mapa já tem rios ou estradas, então sua orientação e seu deslocamento ficam como estão.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="102"/>
        <source>Hex</source>
        <translation>Hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="81"/>
        <source>Click the centre of a hex on the scan, then type the number printed on it. Use four or more hexes far apart, in columns and rows of both parities.</source>
        <translation>Clique no centro de um hexágono no mapa escaneado e digite o número impresso nele. Use quatro ou mais hexágonos distantes entre si, em colunas e linhas pares e ímpares.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="87"/>
        <source>The scan is under the map, placed at a guess. Next, lay the hex grid over it: this is the step.</source>
        <translation>O mapa escaneado está sob o mapa, posto por estimativa. Próximo passo: assentar a grade de hexágonos sobre ele, aqui.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="102"/>
        <source>Error (px)</source>
        <translation>Erro (px)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="102"/>
        <source>Suggested</source>
        <translation>Sugestão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="102"/>
        <source>On the scan</source>
        <translation>No mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="102"/>
        <source>Check (px)</source>
        <translation>Conferência (px)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="105"/>
        <source>Type the number printed on the hex you clicked.</source>
        <translation>Digite o número impresso no hexágono em que você clicou.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="107"/>
        <source>What the grid says is under the click: before calibrating it may be far off, so it is never taken unless you type it.</source>
        <translation>O que a grade diz estar sob o clique: antes da calibração pode estar longe do certo, por isso só vale se você o digitar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="110"/>
        <source>The click, in scan pixels.</source>
        <translation>O clique, em pixels do mapa escaneado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="111"/>
        <source>Scan pixels between the click and where the fitted grid puts that hex&apos;s centre.</source>
        <translation>Pixels do scan entre o clique e o centro do hexágono segundo a grade ajustada.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="113"/>
        <source>Scan pixels between the click and where the other hexes alone put that hex (from four hexes on): a large number means a mistyped hex number or a careless click.</source>
        <translation>Pixels entre o clique e onde os outros hexágonos, sozinhos, põem este hexágono (a partir de quatro): um número grande indica um número de hexágono digitado errado ou um clique descuidado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="130"/>
        <source>Hex size on the board:</source>
        <translation>Tamanho do hexágono no tabuleiro:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="131"/>
        <source>No hexes yet.</source>
        <translation>Nenhum hexágono ainda.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="138"/>
        <source>Remove Selected</source>
        <translation>Remover selecionados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="142"/>
        <source>Apply to Map</source>
        <translation>Aplicar ao mapa</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/editor/calibrate.py" line="260"/>
        <source>Type the number printed on each hex you clicked (%n still to type).</source>
        <translation>
            <numerusform>Digite o número impresso em cada hexágono clicado (falta %n).</numerusform>
            <numerusform>Digite o número impresso em cada hexágono clicado (faltam %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/editor/calibrate.py" line="265"/>
        <source>%n more hex(es) needed.</source>
        <translation>
            <numerusform>Falta %n hexágono.</numerusform>
            <numerusform>Faltam %n hexágonos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="281"/>
        <source>flat-topped</source>
        <translation>com lado plano em cima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="281"/>
        <source>pointy-topped</source>
        <translation>com vértice em cima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="282"/>
        <source>odd</source>
        <translation>ímpar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="282"/>
        <source>even</source>
        <translation>par</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="285"/>
        <source>Best fit: %1 hexes, %2 stagger (with three hexes the error is always 0).</source>
        <translation>Melhor ajuste: hexágonos %1, deslocamento %2 (com três hexágonos o erro é sempre 0).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="287"/>
        <source>Best fit: %1 hexes, %2 stagger; mean error %3 px.</source>
        <translation>Melhor ajuste: hexágonos %1, deslocamento %2; erro médio de %3 px.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="312"/>
        <source>Three hexes always fit exactly; add a fourth to check them.</source>
        <translation>Três hexágonos sempre se ajustam exatamente; acrescente um quarto para conferi-los.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="320"/>
        <source>This click stands out: check the number typed and the click.</source>
        <translation>Este clique destoa dos outros: confira o número digitado e o clique.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="326"/>
        <source>Add a hex in a column (row) of the other parity so the stagger shows.</source>
        <translation>Acrescente um hexágono numa coluna (linha) de outra paridade para que o deslocamento apareça.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="328"/>
        <source>The hexes are nearly on one line: add one far from that line.</source>
        <translation>Os hexágonos estão quase alinhados: acrescente um longe dessa linha.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="336"/>
        <source>Three hexes always fit exactly, so a wrong number cannot show. Add a fourth hex, far from the others, to check them.</source>
        <translation>Três hexágonos sempre se ajustam exatamente, então um número errado não aparece. Acrescente um quarto hexágono, longe dos outros, para conferi-los.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="343"/>
        <source>The hexes do not agree with each other: mean error %1 px, for hexes %2 px across on the scan. A hex number is probably mistyped, or a click missed its centre.</source>
        <translation>Os hexágonos não concordam entre si: erro médio de %1 px, para hexágonos de %2 px no mapa escaneado. Provavelmente um número foi digitado errado ou um clique errou o centro.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="352"/>
        <source>Check hex %1: its click is %2 px from the fitted grid.</source>
        <translation>Confira o hexágono %1: o clique está a %2 px da grade ajustada.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="358"/>
        <source>wider than tall</source>
        <translation>mais largos que altos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="358"/>
        <source>taller than wide</source>
        <translation>mais altos que largos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="361"/>
        <source>The fit makes the hexes %1 % %2 and leaning %3°; printed hexes are regular. A hex number is probably mistyped, or a click missed its centre.</source>
        <translation>O ajuste deixa os hexágonos %1 % %2 e inclinados %3°; hexágonos impressos são regulares. Provavelmente um número foi digitado errado ou um clique errou o centro.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="385"/>
        <source>Only three hexes: a wrong hex number cannot be detected.</source>
        <translation>Só três hexágonos: um número de hexágono errado não pode ser detectado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="387"/>
        <source>The hexes do not agree with each other.</source>
        <translation>Os hexágonos não concordam entre si.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="389"/>
        <source>The fit distorts the hexes, which a scan does not do.</source>
        <translation>O ajuste deforma os hexágonos, o que um escaneamento não faz.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="391"/>
        <source>One click stands out from the others.</source>
        <translation>Um clique destoa dos outros.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="399"/>
        <source>Apply this fit to the map?</source>
        <translation>Aplicar este ajuste ao mapa?</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="400"/>
        <source>Another hex or two, far from the others, settle it.</source>
        <translation>Mais um ou dois hexágonos, longe dos outros, resolvem a dúvida.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="401"/>
        <source>Add Another Hex</source>
        <translation>Acrescentar hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="402"/>
        <source>Apply Anyway</source>
        <translation>Aplicar assim mesmo</translation>
    </message>
</context>
<context>
    <name>ColorButton</name>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="292"/>
        <source>(none)</source>
        <translation>(nenhum)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="300"/>
        <source>Choose a Colour</source>
        <translation>Escolher uma Cor</translation>
    </message>
</context>
<context>
    <name>ColorListEdit</name>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="325"/>
        <source>Add a colour</source>
        <translation>Adicionar uma cor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="328"/>
        <source>Take the last colour away</source>
        <translation>Tirar a última cor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="333"/>
        <source>(none)</source>
        <translation>(nenhuma)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="354"/>
        <source>Choose a Colour</source>
        <translation>Escolher uma Cor</translation>
    </message>
</context>
<context>
    <name>ConditionEditor</name>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="52"/>
        <source>on turn</source>
        <translation>no turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="53"/>
        <source>a side controls hexes</source>
        <translation>um lado controla hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="54"/>
        <source>a unit of a side enters hexes</source>
        <translation>uma unidade de um lado entra em hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="55"/>
        <source>units have entered the map</source>
        <translation>unidades entraram no mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="56"/>
        <source>units are eliminated</source>
        <translation>unidades são eliminadas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="57"/>
        <source>any of</source>
        <translation>qualquer um de</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="58"/>
        <source>all of</source>
        <translation>todos de</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="78"/>
        <source>(no condition)</source>
        <translation>(sem condição)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="85"/>
        <source>%1 controls all of %3</source>
        <translation>%1 controla todos de %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="87"/>
        <source>%1 controls any of %3</source>
        <translation>%1 controla algum de %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="89"/>
        <source>a unit of %1 enters %3</source>
        <translation>uma unidade de %1 entra em %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="111"/>
        <source>(none)</source>
        <translation>(nenhum)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="115"/>
        <source>Add Sub-condition</source>
        <translation>Adicionar Subcondição</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="117"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="119"/>
        <source>Pick Hexes on Board</source>
        <translation>Escolher Hexágonos no Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="132"/>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="217"/>
        <location filename="../../hexstudio/editor/arrivals.py" line="252"/>
        <location filename="../../hexstudio/editor/arrivals.py" line="259"/>
        <source>Remove condition</source>
        <translation>Remover condição</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="223"/>
        <source>Set condition</source>
        <translation>Definir condição</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="239"/>
        <location filename="../../hexstudio/editor/arrivals.py" line="243"/>
        <source>Add condition</source>
        <translation>Adicionar condição</translation>
    </message>
</context>
<context>
    <name>CostsEditor</name>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="370"/>
        <source>Cost</source>
        <translation>Custo</translation>
    </message>
</context>
<context>
    <name>DesignPanel</name>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="173"/>
        <source>Scenario</source>
        <translation>Cenário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="174"/>
        <source>Information</source>
        <translation>Informações</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="175"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="184"/>
        <source>Change Hex Numbering…</source>
        <translation>Alterar Numeração dos Hexágonos…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="186"/>
        <source>A new label scheme, with every hex the scenario names renamed to it (one undo step).</source>
        <translation>Um novo esquema de numeração, com todo hexágono citado no cenário renomeado para ele (um passo de desfazer).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="189"/>
        <source>To renumber the hexes the scenario names as well, use Change Hex Numbering… below.</source>
        <translation>Para renumerar também os hexágonos citados no cenário, use Alterar Numeração dos Hexágonos… abaixo.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="197"/>
        <source>Scenario &amp;&amp; Map</source>
        <translation>Cenário &amp;&amp; Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="199"/>
        <source>Sides</source>
        <translation>Lados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="202"/>
        <source>Nationalities</source>
        <translation>Nacionalidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="207"/>
        <source>Movement Classes</source>
        <translation>Classes de Movimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="212"/>
        <source>Unit Types</source>
        <translation>Tipos de Unidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="234"/>
        <source>Formations</source>
        <translation>Formações</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="240"/>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="246"/>
        <source>Hexsides &amp;&amp; Roads</source>
        <translation>Lados de hexágono &amp;&amp; Estradas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="249"/>
        <source>Order of Battle</source>
        <translation>Ordem de Batalha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="252"/>
        <source>Arrivals &amp;&amp; Withdrawals</source>
        <translation>Reforços &amp;&amp; Retiradas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="258"/>
        <source>Number of turns:</source>
        <translation>Número de turnos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="272"/>
        <source>Turns &amp;&amp; Phases</source>
        <translation>Turnos &amp;&amp; Fases</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="285"/>
        <source>Weather</source>
        <translation>Clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="294"/>
        <source>CRT</source>
        <translation>TRC</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="296"/>
        <source>Bombardment</source>
        <translation>Bombardeio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="299"/>
        <source>Air Power</source>
        <translation>Poder Aéreo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="306"/>
        <source>Rule Switches</source>
        <translation>Opções de Regras</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="322"/>
        <source>Special Rules</source>
        <translation>Regras Especiais</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="330"/>
        <source>Pick Objective Hexes on Board</source>
        <translation>Escolher Hexágonos do Objetivo no Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="343"/>
        <source>Victory</source>
        <translation>Vitória</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="461"/>
        <source>%1 turns</source>
        <translation>%1 turnos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="349"/>
        <source>Who holds each hex before the first move: the default, then the areas below in order (hexes, a hex set or objectives; no side: nobody). Paint single hexes with the Control tool. What holding means (entering or standing, enemy zones of control) is under Rule Switches → control.</source>
        <translation>Quem tem a posse de cada hex antes do primeiro movimento: o padrão, depois as áreas abaixo, em ordem (hexágonos, um conjunto de hexágonos ou objetivos; sem lado: ninguém). Pinte hexágonos avulsos com a ferramenta Posse. O que é ter a posse (entrar ou parar, zonas de engajamento inimigas) fica em Opções de Regras → controle.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="367"/>
        <source>Pick Area Hexes on Board</source>
        <translation>Escolher Hexágonos da Área no Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="371"/>
        <source>Start Control</source>
        <translation>Posse Inicial</translation>
    </message>
</context>
<context>
    <name>EditorMode</name>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="98"/>
        <source>Brush</source>
        <translation>Pincel</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="99"/>
        <location filename="../../hexstudio/editor/mode.py" line="650"/>
        <location filename="../../hexstudio/editor/mode.py" line="800"/>
        <location filename="../../hexstudio/editor/mode.py" line="808"/>
        <source>Fill</source>
        <translation>Preencher</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="100"/>
        <source>Rectangle</source>
        <translation>Retângulo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="101"/>
        <source>Eraser</source>
        <translation>Borracha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="102"/>
        <source>Picker</source>
        <translation>Conta-gotas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="103"/>
        <source>Feature</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="104"/>
        <source>Hexside</source>
        <translation>Lado de Hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="105"/>
        <source>Road</source>
        <translation>Estrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="106"/>
        <source>Hex Set</source>
        <translation>Grupo de Hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="107"/>
        <source>Set-up</source>
        <translation>Posicionamento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="108"/>
        <source>Off-map</source>
        <translation>Fora do Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="187"/>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="230"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;aberto&gt;</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="231"/>
        <source>Terrain Palette</source>
        <translation>Paleta de terrenos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="232"/>
        <source>Hex Inspector</source>
        <translation>Inspetor de hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="233"/>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="234"/>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="242"/>
        <source>Battle Design</source>
        <translation>Projeto da Batalha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="243"/>
        <source>Validation</source>
        <translation>Validação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="407"/>
        <source>Editor History</source>
        <translation>Histórico do editor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="409"/>
        <source>Editor Tools</source>
        <translation>Ferramentas do editor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="414"/>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="416"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="422"/>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="423"/>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="444"/>
        <source>E&amp;ditor</source>
        <translation>E&amp;ditor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="448"/>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="451"/>
        <source>Smaller Brush</source>
        <translation>Pincel menor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="454"/>
        <source>Larger Brush</source>
        <translation>Pincel maior</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="458"/>
        <source>&amp;Import Map Scan…</source>
        <translation>&amp;Importar mapa escaneado…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="459"/>
        <source>&amp;Calibrate Map Scan…</source>
        <translation>&amp;Calibrar mapa escaneado…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="460"/>
        <source>&amp;Nudge Map Scan</source>
        <translation>&amp;Ajustar mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="462"/>
        <source>Left</source>
        <translation>Para a esquerda</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="463"/>
        <source>Right</source>
        <translation>Para a direita</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="464"/>
        <source>Up</source>
        <translation>Para cima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="465"/>
        <source>Down</source>
        <translation>Para baixo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="466"/>
        <source>Larger</source>
        <translation>Ampliar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="467"/>
        <source>Smaller</source>
        <translation>Reduzir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="468"/>
        <source>Turn Clockwise</source>
        <translation>Girar no sentido horário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="469"/>
        <source>Turn Anticlockwise</source>
        <translation>Girar no sentido anti-horário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="474"/>
        <source>&amp;Remove Map Scan</source>
        <translation>&amp;Remover mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="476"/>
        <source>Change Hex &amp;Numbering…</source>
        <translation>Alterar &amp;Numeração dos Hexágonos…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="477"/>
        <source>Check &amp;Scenario</source>
        <translation>&amp;Verificar cenário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="478"/>
        <source>&amp;Play This Scenario</source>
        <translation>&amp;Jogar Este Cenário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="487"/>
        <source>Show or hide the Battle Design panel: sides, order of battle, tables, victory</source>
        <translation>Mostra ou esconde o painel Projeto da Batalha: lados, ordem de batalha, tabelas, vitória</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="769"/>
        <source>Could not write the recovery copy: %1</source>
        <translation>Não foi possível gravar a cópia de recuperação: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="789"/>
        <source>Restore unsaved changes</source>
        <translation>Recuperar alterações não salvas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="801"/>
        <source>Fill %1 hexes with %2?</source>
        <translation>Preencher %1 hexágonos com %2?</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="803"/>
        <source>The area is outlined on the map. Fills larger than %1 hexes are asked about: Edit ▸ Preferences changes that.</source>
        <translation>A área está contornada no mapa. Preenchimentos de mais de %1 hexágonos são perguntados: Editar ▸ Preferências muda isso.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="821"/>
        <source>Unsaved Changes Found</source>
        <translation>Alterações não salvas encontradas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="822"/>
        <source>This scenario has unsaved changes from an earlier session that did not close normally.</source>
        <translation>Este cenário tem alterações não salvas de uma sessão anterior que não foi encerrada normalmente.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="823"/>
        <source>Restore them? (Saved copy from %1.)</source>
        <translation>Recuperá-las? (Cópia salva em %1.)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="835"/>
        <location filename="../../hexstudio/editor/mode.py" line="870"/>
        <source>Import Map Scan</source>
        <translation>Importar mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="837"/>
        <source>Images (*.png *.jpg *.jpeg *.tif *.tiff *.bmp *.webp);;All files (*)</source>
        <translation>Imagens (*.png *.jpg *.jpeg *.tif *.tiff *.bmp *.webp);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="846"/>
        <source>Could not import %1</source>
        <translation>Não foi possível importar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="901"/>
        <source>%1 is not an image hexstudio can read (%2). Choose a PNG, JPEG, TIFF, BMP or WebP picture of the map.</source>
        <translation>%1 não é uma imagem que o hexstudio consiga ler (%2). Escolha uma imagem do mapa em PNG, JPEG, TIFF, BMP ou WebP.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="942"/>
        <source>Import map scan</source>
        <translation>Importar mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="946"/>
        <source>Remove map scan</source>
        <translation>Remover mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="955"/>
        <source>There is no map scan to nudge.</source>
        <translation>Não há mapa escaneado para ajustar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="965"/>
        <source>Nudge map scan</source>
        <translation>Ajustar mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="978"/>
        <source>Import a map scan first (Editor ▸ Import Map Scan…).</source>
        <translation>Importe primeiro um mapa escaneado (Editor ▸ Importar mapa escaneado…).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="1021"/>
        <source>Calibrate map scan</source>
        <translation>Calibrar mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="1025"/>
        <source>The grid cannot change that way: %1</source>
        <translation>A grade não pode mudar assim: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="1049"/>
        <source>Click hexes to add or remove them; right-click or choose a tool to stop.</source>
        <translation>Clique em hexágonos para adicioná-los ou removê-los; clique com o botão direito ou escolha uma ferramenta para parar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="1058"/>
        <source>Hex picking ended.</source>
        <translation>Escolha de hexágonos encerrada.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="1095"/>
        <source>Play mode is not available.</source>
        <translation>O modo de jogo não está disponível.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="1102"/>
        <source>Fix the scenario&apos;s errors first (%1): see the Validation panel.</source>
        <translation>Corrija antes os erros do cenário (%1): veja o painel Validação.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="1120"/>
        <source>The scenario has %n problem(s).</source>
        <translation>O cenário tem %n problema(s).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="1122"/>
        <source>No problems found.</source>
        <translation>Nenhum problema encontrado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="109"/>
        <source>Start Control</source>
        <translation>Posse Inicial</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="576"/>
        <source>Who holds each hex at the start: %1; no hatching: nobody. Click or drag to give hexes to the holder chosen in the palette.</source>
        <translation>Posse de cada hex no início: %1; sem hachura: ninguém. Clique ou arraste para dar os hexágonos a quem está escolhido na paleta.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="871"/>
        <source>Reading %1…</source>
        <translation>Lendo %1…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="874"/>
        <source>The scan was not imported.</source>
        <translation>O mapa escaneado não foi importado.</translation>
    </message>
</context>
<context>
    <name>EditorToolbar</name>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="98"/>
        <source>Brush</source>
        <translation>Pincel</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="99"/>
        <source>Fill</source>
        <translation>Preencher</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="100"/>
        <source>Rectangle</source>
        <translation>Retângulo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="101"/>
        <source>Eraser</source>
        <translation>Borracha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="102"/>
        <source>Picker</source>
        <translation>Conta-gotas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="103"/>
        <source>Feature</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="104"/>
        <source>Hexside</source>
        <translation>Lado de hex</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="105"/>
        <source>Road</source>
        <translation>Estrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="106"/>
        <source>Hex Set</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="107"/>
        <source>Set-up</source>
        <translation>Posicionar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="108"/>
        <source>Off-map</source>
        <translation>Fora do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="109"/>
        <source>Control</source>
        <translation>Posse</translation>
    </message>
</context>
<context>
    <name>FieldLabel</name>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="12"/>
        <source>across hexside</source>
        <translation>através do lado de hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="13"/>
        <source>across hexsides</source>
        <translation>através de lados de hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="14"/>
        <source>advance</source>
        <translation>avanço</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="15"/>
        <source>advance limit</source>
        <translation>limite de avanço</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="16"/>
        <source>air points</source>
        <translation>pontos aéreos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="17"/>
        <source>armored take losses first</source>
        <translation>blindados sofrem baixas primeiro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="18"/>
        <source>artillery</source>
        <translation>artilharia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="19"/>
        <source>artillery support</source>
        <translation>apoio de artilharia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="20"/>
        <source>attacks per hex</source>
        <translation>ataques por hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="21"/>
        <source>below the table</source>
        <translation>abaixo da tabela</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="22"/>
        <source>bombardment</source>
        <translation>bombardeio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="23"/>
        <source>colour band</source>
        <translation>faixa de cor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="24"/>
        <source>bonus</source>
        <translation>bônus</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="25"/>
        <source>chain depth</source>
        <translation>profundidade da cadeia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="26"/>
        <source>chain retreat</source>
        <translation>recuo em cadeia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="27"/>
        <source>check</source>
        <translation>verificação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="28"/>
        <source>choose</source>
        <translation>escolher</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="29"/>
        <source>clamp after shifts</source>
        <translation>limitar após deslocamentos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="30"/>
        <source>climb cost</source>
        <translation>custo de subida</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="31"/>
        <source>colour</source>
        <translation>cor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="32"/>
        <source>combat</source>
        <translation>combate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="33"/>
        <source>combined bombardment</source>
        <translation>bombardeio combinado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="34"/>
        <source>composition</source>
        <translation>composição</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="35"/>
        <source>conditions</source>
        <translation>condições</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="36"/>
        <source>date</source>
        <translation>data</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="37"/>
        <source>default hexes</source>
        <translation>hexágonos padrão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="38"/>
        <source>defender holds: attackers retreat</source>
        <translation>defesa vence: atacantes recuam</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="39"/>
        <source>delay</source>
        <translation>atraso</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="40"/>
        <source>die</source>
        <translation>dado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="41"/>
        <source>disengage cost</source>
        <translation>custo de desengajar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="42"/>
        <source>dominant</source>
        <translation>dominante</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="43"/>
        <source>dominant over</source>
        <translation>dominante sobre</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="44"/>
        <source>dominant terrain</source>
        <translation>terreno dominante</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="45"/>
        <source>map edge</source>
        <translation>borda do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="46"/>
        <source>encircled</source>
        <translation>cercados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="47"/>
        <source>encircled cannot move</source>
        <translation>cercados não podem mover</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="48"/>
        <source>encirclement shift</source>
        <translation>deslocamento por cerco</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="49"/>
        <source>engagements</source>
        <translation>engajamentos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="50"/>
        <source>entry</source>
        <translation>entrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="51"/>
        <source>event</source>
        <translation>evento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="52"/>
        <source>exchange</source>
        <translation>empate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="53"/>
        <source>exchange shortfall</source>
        <translation>falta no empate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="54"/>
        <source>exclusive flag</source>
        <translation>marca exclusiva</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="55"/>
        <source>exempt roads</source>
        <translation>estradas isentas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="56"/>
        <source>exempt terrain</source>
        <translation>terrenos isentos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="57"/>
        <source>extra hex terrain</source>
        <translation>terreno de hexágonos extras</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="58"/>
        <source>fallback</source>
        <translation>alternativa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="59"/>
        <source>forecast</source>
        <translation>previsão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="60"/>
        <source>formation</source>
        <translation>formação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="61"/>
        <source>from weather</source>
        <translation>pelo clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="62"/>
        <source>hex set</source>
        <translation>grupo de hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="63"/>
        <source>hexes</source>
        <translation>hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="64"/>
        <source>hidden support</source>
        <translation>apoio oculto</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="65"/>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="66"/>
        <source>ignores ZOC</source>
        <translation>ignora ZdC</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="67"/>
        <source>into water</source>
        <translation>para a água</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="68"/>
        <source>inverse odds</source>
        <translation>proporção inversa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="69"/>
        <source>kind</source>
        <translation>tipo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="70"/>
        <source>label</source>
        <translation>rótulo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="71"/>
        <source>level</source>
        <translation>escalão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="72"/>
        <source>limit</source>
        <translation>limite</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="73"/>
        <source>limits apply to support</source>
        <translation>limites valem para o apoio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="74"/>
        <source>losses</source>
        <translation>baixas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="75"/>
        <source>may delay</source>
        <translation>pode atrasar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="76"/>
        <source>minimum move</source>
        <translation>movimento mínimo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="77"/>
        <source>movement cost</source>
        <translation>custo de movimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="78"/>
        <source>movement surcharge</source>
        <translation>acréscimo de movimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="79"/>
        <source>movement</source>
        <translation>movimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="80"/>
        <source>movement class</source>
        <translation>classe de movimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="81"/>
        <source>must attack</source>
        <translation>deve atacar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="82"/>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="83"/>
        <source>nationalities</source>
        <translation>nacionalidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="84"/>
        <source>nationality</source>
        <translation>nacionalidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="85"/>
        <source>night</source>
        <translation>noite</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="86"/>
        <source>notes</source>
        <translation>notas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="87"/>
        <source>number</source>
        <translation>número</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="88"/>
        <source>odds</source>
        <translation>proporção</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="89"/>
        <source>off map</source>
        <translation>fora do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="90"/>
        <source>order</source>
        <translation>ordem</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="91"/>
        <source>outcomes</source>
        <translation>resultados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="92"/>
        <source>parameters</source>
        <translation>parâmetros</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="93"/>
        <source>parent formation</source>
        <translation>formação superior</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="94"/>
        <source>pay entry hex</source>
        <translation>paga o hexágono de entrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="95"/>
        <source>most per use</source>
        <translation>máximo por uso</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="96"/>
        <source>least per use</source>
        <translation>mínimo por uso</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="97"/>
        <source>points</source>
        <translation>pontos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="98"/>
        <source>range from</source>
        <translation>alcance a partir de</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="99"/>
        <source>recovery</source>
        <translation>recuperação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="100"/>
        <source>recovery side</source>
        <translation>lado que recupera</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="101"/>
        <source>reduced values</source>
        <translation>valores reduzidos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="102"/>
        <source>require</source>
        <translation>exige</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="103"/>
        <source>required</source>
        <translation>necessários</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="104"/>
        <source>retreat</source>
        <translation>recuo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="105"/>
        <source>returns</source>
        <translation>retorno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="106"/>
        <source>river exempt from bombardment</source>
        <translation>rio isento no bombardeio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="107"/>
        <source>river shift</source>
        <translation>deslocamento por rio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="108"/>
        <source>road ignores climb</source>
        <translation>estrada ignora subida</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="109"/>
        <source>roads open prohibited terrain</source>
        <translation>estradas abrem terreno proibido</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="110"/>
        <source>rolls</source>
        <translation>resultados do dado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="111"/>
        <source>rule</source>
        <translation>regra</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="112"/>
        <source>schedule</source>
        <translation>agenda</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="113"/>
        <source>scorer</source>
        <translation>quem pontua</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="114"/>
        <source>sheltered</source>
        <translation>abrigados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="115"/>
        <source>sheltered terrain</source>
        <translation>terreno abrigado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="116"/>
        <source>shift mode</source>
        <translation>modo de deslocamento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="117"/>
        <source>side</source>
        <translation>lado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="118"/>
        <source>skip turns</source>
        <translation>turnos pulados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="119"/>
        <source>stacking</source>
        <translation>empilhamento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="120"/>
        <source>stacking limit</source>
        <translation>limite de empilhamento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="121"/>
        <source>start of turn</source>
        <translation>início do turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="122"/>
        <source>stripe</source>
        <translation>faixa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="123"/>
        <source>support</source>
        <translation>apoio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="124"/>
        <source>surcharge on hexsides</source>
        <translation>acréscimo nos lados de hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="125"/>
        <source>symbol</source>
        <translation>símbolo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="126"/>
        <source>tags</source>
        <translation>etiquetas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="127"/>
        <source>terrain</source>
        <translation>terreno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="128"/>
        <source>text colour</source>
        <translation>cor do texto</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="129"/>
        <source>track maximum</source>
        <translation>máximo da trilha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="130"/>
        <source>turn</source>
        <translation>turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="131"/>
        <source>turns</source>
        <translation>turnos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="132"/>
        <source>types</source>
        <translation>tipos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="133"/>
        <source>unit attacks per phase</source>
        <translation>ataques por unidade por fase</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="134"/>
        <source>units</source>
        <translation>unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="135"/>
        <source>unless encircled</source>
        <translation>a menos que cercada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="136"/>
        <source>vulnerability</source>
        <translation>vulnerabilidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="137"/>
        <source>water</source>
        <translation>água</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="138"/>
        <source>weather</source>
        <translation>clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="139"/>
        <source>weather applies to hexsides</source>
        <translation>clima vale para os lados de hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="140"/>
        <source>when</source>
        <translation>quando</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="141"/>
        <source>ZOC</source>
        <translation>ZdC</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="142"/>
        <source>ZOC to ZOC</source>
        <translation>ZdC para ZdC</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="143"/>
        <source>title</source>
        <translation>título</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="144"/>
        <source>subtitle</source>
        <translation>subtítulo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="145"/>
        <source>author</source>
        <translation>autor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="146"/>
        <source>source</source>
        <translation>fonte</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="147"/>
        <source>period</source>
        <translation>período</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="148"/>
        <source>description</source>
        <translation>descrição</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="149"/>
        <source>provenance</source>
        <translation>procedência</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="150"/>
        <source>provenance note</source>
        <translation>nota de procedência</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="151"/>
        <source>columns</source>
        <translation>colunas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="152"/>
        <source>rows</source>
        <translation>linhas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="153"/>
        <source>orientation</source>
        <translation>orientação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="154"/>
        <source>stagger</source>
        <translation>deslocamento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="155"/>
        <source>labels</source>
        <translation>numeração</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="156"/>
        <source>hex size</source>
        <translation>tamanho do hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="157"/>
        <source>default terrain</source>
        <translation>terreno padrão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="158"/>
        <source>separator</source>
        <translation>separador</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="159"/>
        <source>first column</source>
        <translation>primeira coluna</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="160"/>
        <source>first row</source>
        <translation>primeira linha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="161"/>
        <source>digits</source>
        <translation>dígitos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="162"/>
        <source>zero pad</source>
        <translation>zeros à esquerda</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="163"/>
        <source>size</source>
        <translation>tamanho</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="164"/>
        <source>elevation</source>
        <translation>elevação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="165"/>
        <source>coastal</source>
        <translation>costeiro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="166"/>
        <source>most</source>
        <translation>máximo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="167"/>
        <source>hexside feature</source>
        <translation>elemento de lado de hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="168"/>
        <source>unit type or tag</source>
        <translation>tipo ou marca de unidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="169"/>
        <source>effect</source>
        <translation>efeito</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="170"/>
        <source>control (who holds a hex)</source>
        <translation>controle (posse dos hexágonos)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="171"/>
        <source>held means</source>
        <translation>ter a posse é</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="172"/>
        <source>taken by</source>
        <translation>tomado ao</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="173"/>
        <source>enemy ZOC prevents taking</source>
        <translation>ZE inimiga impede tomar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="174"/>
        <source>default</source>
        <translation>padrão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="175"/>
        <source>areas</source>
        <translation>áreas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="176"/>
        <source>objectives</source>
        <translation>objetivos</translation>
    </message>
</context>
<context>
    <name>HexInspector</name>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="243"/>
        <location filename="../../hexstudio/editor/panels.py" line="303"/>
        <source>Click a hex to inspect it.</source>
        <translation>Clique num hexágono para examiná-lo.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="253"/>
        <source>Place name printed on the map</source>
        <translation>Nome do local impresso no mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="258"/>
        <source>Coastal hex</source>
        <translation>Hexágono costeiro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="260"/>
        <source>Victory objective</source>
        <translation>Objetivo de vitória</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="266"/>
        <source>Terrain:</source>
        <translation>Terreno:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="267"/>
        <source>Features:</source>
        <translation>Elementos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="268"/>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="269"/>
        <source>Elevation:</source>
        <translation>Altitude:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="407"/>
        <source>Make %1 an objective</source>
        <translation>Tornar %1 um objetivo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="407"/>
        <source>Remove objective %1</source>
        <translation>Remover o objetivo %1</translation>
    </message>
</context>
<context>
    <name>HexPickTool</name>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="115"/>
        <source>Pick hex %1</source>
        <translation>Escolher hexágono %1</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="27"/>
        <source>Add unit %1</source>
        <translation>Adicionar unidade %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="28"/>
        <source>Edit unit %1</source>
        <translation>Editar unidade %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="29"/>
        <source>Duplicate unit %1</source>
        <translation>Duplicar unidade %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="30"/>
        <source>Remove unit %1</source>
        <translation>Remover unidade %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="31"/>
        <source>Rename unit %1 to %2</source>
        <translation>Renomear unidade %1 para %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="32"/>
        <source>Rename unit %1</source>
        <translation>Renomear unidade %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="33"/>
        <source>Set up %1 in %2</source>
        <translation>Posicionar %1 em %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="34"/>
        <source>Clear set-up of %1</source>
        <translation>Retirar %1 do posicionamento inicial</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="35"/>
        <source>Add reinforcement %1</source>
        <translation>Adicionar reforço %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="36"/>
        <source>Edit reinforcement %1</source>
        <translation>Editar reforço %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="37"/>
        <source>Remove reinforcement %1</source>
        <translation>Remover reforço %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="38"/>
        <source>Edit hex set %1</source>
        <translation>Editar conjunto de hexágonos %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="39"/>
        <source>Erase terrain</source>
        <translation>Apagar terreno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="40"/>
        <source>Fill rectangle</source>
        <translation>Preencher retângulo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="41"/>
        <source>Fill with the default terrain</source>
        <translation>Preencher com o terreno padrão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="42"/>
        <source>Fill %1</source>
        <translation>Preencher com %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="43"/>
        <source>Paint %1</source>
        <translation>Pintar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="44"/>
        <source>Set features</source>
        <translation>Definir elementos do hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="45"/>
        <source>Set hex %1</source>
        <translation>Definir %1 do hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="46"/>
        <source>Edit hexsides</source>
        <translation>Editar lados de hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="47"/>
        <source>Edit roads</source>
        <translation>Editar estradas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="48"/>
        <source>Draw road</source>
        <translation>Traçar estrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="49"/>
        <source>Erase road</source>
        <translation>Apagar estrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="50"/>
        <source>Draw %1</source>
        <translation>Traçar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="51"/>
        <source>Trace %1</source>
        <translation>Traçar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="52"/>
        <source>Erase %1</source>
        <translation>Apagar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="53"/>
        <source>Add %1 on hexside %2/%3</source>
        <translation>Adicionar %1 no lado de hexágono %2/%3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="54"/>
        <source>Remove %1 from hexside %2/%3</source>
        <translation>Remover %1 do lado de hexágono %2/%3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="55"/>
        <source>Add %1</source>
        <translation>Adicionar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="56"/>
        <source>Remove %1</source>
        <translation>Remover %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="57"/>
        <source>Take hexes off the map</source>
        <translation>Tirar hexágonos de jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="58"/>
        <source>Put hexes in play</source>
        <translation>Colocar hexágonos em jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="59"/>
        <source>Replace scenario</source>
        <translation>Substituir cenário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="60"/>
        <source>Change hex numbering</source>
        <translation>Alterar numeração dos hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="61"/>
        <source>Set %1</source>
        <translation>Definir %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="62"/>
        <source>Edit %2 (%1)</source>
        <translation>Editar %2 (%1)</translation>
    </message>
</context>
<context>
    <name>LimitSpinBox</name>
    <message>
        <location filename="../../hexstudio/app/spinbox.py" line="57"/>
        <source>%1 is too large: at most %2.</source>
        <translation>%1 é grande demais: no máximo %2.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/spinbox.py" line="60"/>
        <source>%1 is too small: at least %2.</source>
        <translation>%1 é pequeno demais: no mínimo %2.</translation>
    </message>
</context>
<context>
    <name>ListEditor</name>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="763"/>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="764"/>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="765"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="766"/>
        <source>Up</source>
        <translation>Para cima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="767"/>
        <source>Down</source>
        <translation>Para baixo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="875"/>
        <source>Add %1</source>
        <translation>Adicionar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="886"/>
        <source>Duplicate %1</source>
        <translation>Duplicar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="894"/>
        <source>Remove %1</source>
        <translation>Remover %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="912"/>
        <source>Move %1</source>
        <translation>Mover %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="132"/>
        <source>Map display</source>
        <translation>Exibição do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="147"/>
        <source>Zoom: 1000%</source>
        <translation>Zoom: 1000%</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="204"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="205"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="206"/>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="207"/>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="208"/>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="210"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="213"/>
        <source>Zoom &amp;In</source>
        <translation>A&amp;proximar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="215"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;fastar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="216"/>
        <source>&amp;Fit Map to Window</source>
        <translation>A&amp;justar mapa à janela</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="217"/>
        <source>Show Hex &amp;Numbers</source>
        <translation>Mostrar &amp;números dos hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="224"/>
        <source>Map &amp;Display (Scan Opacity)</source>
        <translation>&amp;Exibição do mapa (opacidade)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="225"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="228"/>
        <source>Scenario &amp;Information…</source>
        <translation>&amp;Informações do cenário…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="229"/>
        <source>&amp;About hexstudio</source>
        <translation>&amp;Sobre o hexstudio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="236"/>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="240"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="251"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="254"/>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="263"/>
        <source>&amp;Panels</source>
        <translation>&amp;Painéis</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="264"/>
        <source>&amp;Toolbars</source>
        <translation>&amp;Barras de ferramentas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="268"/>
        <source>&amp;Mode</source>
        <translation>&amp;Modo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="270"/>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="276"/>
        <source>Main toolbar</source>
        <translation>Barra principal</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="285"/>
        <source>Mode:</source>
        <translation>Modo:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="504"/>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Cenários (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/mainwindow.py" line="777"/>
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>… e mais %n problema</numerusform>
            <numerusform>… e mais %n problemas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/mainwindow.py" line="778"/>
        <source>%n problem(s) in %1:</source>
        <translation>
            <numerusform>%n problema em %1:</numerusform>
            <numerusform>%n problemas em %1:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="454"/>
        <location filename="../../hexstudio/app/mainwindow.py" line="479"/>
        <location filename="../../hexstudio/app/mainwindow.py" line="518"/>
        <location filename="../../hexstudio/app/mainwindow.py" line="779"/>
        <source>Could not open %1</source>
        <translation>Não foi possível abrir %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="502"/>
        <source>New from Scenario</source>
        <translation>Novo a partir de cenário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="202"/>
        <source>&amp;New Battle…</source>
        <translation>&amp;Nova batalha…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="203"/>
        <source>New from &amp;Scenario…</source>
        <translation>Novo a partir de &amp;cenário…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="554"/>
        <source>Could not draw the map</source>
        <translation>Não foi possível desenhar o mapa</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/mainwindow.py" line="592"/>
        <source>The map was drawn with %n warning(s): %1</source>
        <translation>
            <numerusform>O mapa foi desenhado com %n aviso: %1</numerusform>
            <numerusform>O mapa foi desenhado com %n avisos: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="649"/>
        <source>Save Scenario As</source>
        <translation>Salvar cenário como</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="650"/>
        <source>Scenarios (*.json)</source>
        <translation>Cenários (*.json)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="679"/>
        <location filename="../../hexstudio/app/mainwindow.py" line="700"/>
        <source>Could not save %1</source>
        <translation>Não foi possível salvar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="703"/>
        <source>Saved %1</source>
        <translation>Salvo em %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="713"/>
        <source>The scenario has unsaved changes.</source>
        <translation>O cenário tem alterações não salvas.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="714"/>
        <source>Do you want to save them?</source>
        <translation>Deseja salvá-las?</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="754"/>
        <source>(file not found)</source>
        <translation>(arquivo não encontrado)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="761"/>
        <source>Clear Menu</source>
        <translation>Limpar menu</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="764"/>
        <source>No recent files</source>
        <translation>Nenhum arquivo recente</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="824"/>
        <source>Zoom: %1%</source>
        <translation>Zoom: %1%</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="908"/>
        <source>%1 (unsaved copy)</source>
        <translation>%1 (cópia não salva)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="908"/>
        <source>%1 (new, not saved yet)</source>
        <translation>%1 (nova, ainda não salva)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="942"/>
        <source>About hexstudio</source>
        <translation>Sobre o hexstudio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="944"/>
        <source>&lt;h3&gt;hexstudio %1&lt;/h3&gt;&lt;p&gt;A scenario editor and rules-enforcing player for the Brazilian hex-and-counter Second World War games (Leyte, Reichswald, Sicily, Peleliu, Monte Castelo).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;hexstudio %1&lt;/h3&gt;&lt;p&gt;Editor de cenários e jogador que aplica as regras dos jogos brasileiros de hexágonos e fichas da Segunda Guerra Mundial (Leyte, Reichswald, Sicília, Peleliu, Monte Castelo).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="219"/>
        <source>Mark &amp;Reconstructed Counters</source>
        <translation>Marcar Peças &amp;Reconstruídas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="222"/>
        <source>A hatched corner on each counter whose values the printed game does not give (estimates)</source>
        <translation>Um canto hachurado em cada peça cujos valores o jogo impresso não dá (estimativas)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="429"/>
        <source>Open Scenario or Saved Game</source>
        <translation>Abrir Cenário ou Jogo Salvo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="430"/>
        <source>Scenarios and saved games (*.json);;All files (*)</source>
        <translation>Cenários e jogos salvos (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="480"/>
        <source>This file is a saved game; playing it needs hexstudio&apos;s play mode.</source>
        <translation>Este arquivo é um jogo salvo; jogá-lo requer o modo de jogo do hexstudio.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="680"/>
        <source>The battles included with hexstudio are not changed; save the scenario in another folder, such as %1.</source>
        <translation>As batalhas incluídas no hexstudio não são alteradas; salve o cenário em outra pasta, como %1.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="905"/>
        <source>%1 — saved game %2</source>
        <translation>%1 — jogo salvo %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="611"/>
        <source>Drawing the map…</source>
        <translation>Desenhando o mapa…</translation>
    </message>
</context>
<context>
    <name>MapDisplayPanel</name>
    <message>
        <location filename="../../hexstudio/app/mapdisplay.py" line="20"/>
        <source>Show hex numbers</source>
        <translation>Mostrar números dos hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mapdisplay.py" line="22"/>
        <source>Show the map scan</source>
        <translation>Mostrar o mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mapdisplay.py" line="30"/>
        <location filename="../../hexstudio/app/mapdisplay.py" line="68"/>
        <source>This scenario has no scan of the printed map.</source>
        <translation>Este cenário não tem o mapa impresso escaneado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mapdisplay.py" line="40"/>
        <source>Scan opacity:</source>
        <translation>Opacidade:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mapdisplay.py" line="66"/>
        <source>The map scan cannot be shown: %1</source>
        <translation>O mapa escaneado não pode ser mostrado: %1</translation>
    </message>
</context>
<context>
    <name>ModelForm</name>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="232"/>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; não é um número inteiro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="233"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; não é um número</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="234"/>
        <source>&apos;%1&apos; is not a list of whole numbers such as 1, 2, 3</source>
        <translation>&apos;%1&apos; não é uma lista de números inteiros como 1, 2, 3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="235"/>
        <source>not valid JSON: %1</source>
        <translation>JSON inválido: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="694"/>
        <source>Set %1 of %2</source>
        <translation>Definir %1 de %2</translation>
    </message>
</context>
<context>
    <name>NewBattleDialog</name>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="159"/>
        <source>New Battle</source>
        <translation>Nova batalha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="165"/>
        <source>New battle</source>
        <translation>Nova batalha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="173"/>
        <source>Flat-topped (hexes in columns)</source>
        <translation>Lado plano em cima (hexágonos em colunas)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="174"/>
        <source>Pointy-topped (hexes in rows)</source>
        <translation>Vértice em cima (hexágonos em linhas)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="177"/>
        <source>Odd</source>
        <translation>Ímpar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="178"/>
        <source>Even</source>
        <translation>Par</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="181"/>
        <source>Which columns (rows, for pointy-topped hexes) sit half a hex lower (further right): see the drawing.</source>
        <translation>Quais colunas (linhas, para hexágonos com vértice em cima) ficam meio hexágono mais abaixo (mais à direita): veja o desenho.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="188"/>
        <source>None (0807)</source>
        <translation>Nenhum (0807)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="188"/>
        <source>Dash (08-07)</source>
        <translation>Hífen (08-07)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="188"/>
        <source>Dot (08.07)</source>
        <translation>Ponto (08.07)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="193"/>
        <source>Pad with zeros (0807, not 87)</source>
        <translation>Completar com zeros (0807, não 87)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="200"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="205"/>
        <source>columns by</source>
        <translation>colunas por</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="207"/>
        <source>rows</source>
        <translation>linhas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="209"/>
        <source>Size:</source>
        <translation>Tamanho:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="210"/>
        <source>Hexes:</source>
        <translation>Hexágonos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="211"/>
        <source>Stagger:</source>
        <translation>Deslocamento:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="216"/>
        <source>Hex numbering</source>
        <translation>Numeração dos hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="219"/>
        <source>Between column and row:</source>
        <translation>Entre coluna e linha:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="221"/>
        <source>column</source>
        <translation>coluna</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="223"/>
        <source>row</source>
        <translation>linha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="226"/>
        <source>Top-left hex:</source>
        <translation>Hexágono do canto superior esquerdo:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="227"/>
        <source>Digits at least:</source>
        <translation>Dígitos, no mínimo:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="232"/>
        <source>Sides</source>
        <translation>Lados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="237"/>
        <source>Add Side</source>
        <translation>Acrescentar lado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="243"/>
        <source>Allies</source>
        <translation>Aliados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="243"/>
        <source>Axis</source>
        <translation>Eixo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="247"/>
        <source>Turns:</source>
        <translation>Turnos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="253"/>
        <source>Terrain and tables to start from</source>
        <translation>Terreno e tabelas para começar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="255"/>
        <source>The family&apos;s standard catalogue</source>
        <translation>O catálogo padrão da família</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="257"/>
        <source>The catalogue of a battle:</source>
        <translation>O catálogo de uma batalha:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="276"/>
        <source>Other File…</source>
        <translation>Outro arquivo…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="284"/>
        <source>Terrain, hexsides, roads, movement classes, unit types, the combat and bombardment tables and the kinds of weather. No units, rules or map.</source>
        <translation>Terreno, lados de hexágono, estradas, classes de movimento, tipos de unidade, as tabelas de combate e de bombardeio e os tipos de clima. Nada de unidades, regras ou mapa.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="300"/>
        <source>Create Battle</source>
        <translation>Criar batalha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="307"/>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="350"/>
        <source>Side %1</source>
        <translation>Lado %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="373"/>
        <source>Catalogue of a Battle</source>
        <translation>Catálogo de uma batalha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="375"/>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Cenários (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="387"/>
        <source>%1 cannot be used: %2</source>
        <translation>%1 não pode ser usado: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="430"/>
        <source>choose the battle whose catalogue to start from</source>
        <translation>escolha a batalha de cujo catálogo partir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="450"/>
        <source>Hexes numbered %1 (top left) to %2 (bottom right); %3 hexes.</source>
        <translation>Hexágonos numerados de %1 (canto superior esquerdo) a %2 (canto inferior direito); %3 hexágonos.</translation>
    </message>
</context>
<context>
    <name>NumberingDialog</name>
    <message>
        <location filename="../../hexstudio/editor/numbering.py" line="41"/>
        <source>Change Hex Numbering</source>
        <translation>Alterar Numeração dos Hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/numbering.py" line="47"/>
        <source>Every hex the scenario names (terrain, rivers, roads, hex sets, set-up, arrivals, conditions, objectives, lessons, special rules) is renamed to the new numbering. One step of the history.</source>
        <translation>Todo hexágono citado no cenário (terreno, rios, estradas, conjuntos de hexágonos, posicionamento inicial, chegadas, condições, objetivos, lições, regras especiais) passa para a nova numeração. Um único passo do histórico.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/numbering.py" line="53"/>
        <source>none (0807)</source>
        <translation>nenhum (0807)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/numbering.py" line="79"/>
        <source>Old → new:</source>
        <translation>Antigo → novo:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/numbering.py" line="106"/>
        <source>Labels without a separator must be zero-padded, or they cannot be read back.</source>
        <translation>Números sem separador precisam de zeros à esquerda; senão não podem ser lidos de volta.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/numbering.py" line="119"/>
        <source>Change hex numbering</source>
        <translation>Alterar numeração dos hexágonos</translation>
    </message>
</context>
<context>
    <name>OobModel</name>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="194"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="195"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="196"/>
        <source>Short</source>
        <translation>Sigla</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="197"/>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="198"/>
        <source>Size</source>
        <translation>Escalão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="199"/>
        <source>Nationality</source>
        <translation>Nacionalidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="200"/>
        <source>Formation</source>
        <translation>Formação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="201"/>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="202"/>
        <source>Defence</source>
        <translation>Defesa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="203"/>
        <source>Movement</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="204"/>
        <source>Range</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="205"/>
        <source>Bombard</source>
        <translation>PB</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="206"/>
        <source>Red. attack</source>
        <translation>Ataque red.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="207"/>
        <source>Red. defence</source>
        <translation>Defesa red.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="208"/>
        <source>Red. movement</source>
        <translation>Movimento red.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="209"/>
        <source>Steps</source>
        <translation>Passos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="210"/>
        <source>Flags</source>
        <translation>Marcas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="211"/>
        <source>Release turn</source>
        <translation>Turno de liberação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="212"/>
        <source>Provenance</source>
        <translation>Procedência</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="213"/>
        <source>Provenance note</source>
        <translation>Nota de procedência</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="302"/>
        <source>%1, %2: &apos;%3&apos; was not taken: %4</source>
        <translation>%1, %2: &apos;%3&apos; não foi aceito: %4</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="319"/>
        <source>a unit with id &apos;%1&apos; already exists</source>
        <translation>já existe uma unidade com o id &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="330"/>
        <source>ids are unique: rename units one at a time</source>
        <translation>ids são únicos: renomeie as unidades uma de cada vez</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="336"/>
        <source>Set %1 on %2 units</source>
        <translation>Definir %1 em %2 unidades</translation>
    </message>
</context>
<context>
    <name>OobPanel</name>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="454"/>
        <source>Add Unit</source>
        <translation>Adicionar Unidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="455"/>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="456"/>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="457"/>
        <source>Set for Selected…</source>
        <translation>Definir para Selecionadas…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="525"/>
        <source>Add a unit type and a nationality first.</source>
        <translation>Adicione primeiro um tipo de unidade e uma nacionalidade.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="567"/>
        <source>Delete %1 units</source>
        <translation>Excluir %1 unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="567"/>
        <source>Delete unit %1</source>
        <translation>Excluir unidade %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="577"/>
        <source>Set for Selected</source>
        <translation>Definir para Selecionadas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="578"/>
        <source>New %1 for the %2 selected units:</source>
        <translation>Novo valor de %1 para as %2 unidades selecionadas:</translation>
    </message>
</context>
<context>
    <name>PerKeyEditor</name>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="409"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="194"/>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="197"/>
        <source>Same as the computer</source>
        <translation>Igual ao do computador</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="203"/>
        <source>A new language is used after hexstudio is restarted.</source>
        <translation>O novo idioma passa a valer quando o hexstudio for reiniciado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="206"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="211"/>
        <source>hexes</source>
        <translation>hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="212"/>
        <source>The Fill tool shows the region and asks before painting more hexes than this (0: always asks).</source>
        <translation>A ferramenta Preencher mostra a área e pergunta antes de pintar mais hexágonos que isto (0: pergunta sempre).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="215"/>
        <source>Ask before a fill of more than:</source>
        <translation>Perguntar antes de preencher mais de:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="216"/>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
</context>
<context>
    <name>Provenance</name>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="95"/>
        <source>book</source>
        <translation>livro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="96"/>
        <source>derived</source>
        <translation>derivado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="97"/>
        <source>reconstructed</source>
        <translation>reconstruído</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="98"/>
        <source>invented</source>
        <translation>inventado</translation>
    </message>
</context>
<context>
    <name>RecordGrid</name>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="65"/>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; não é um número inteiro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="66"/>
        <source>%1 is not between %2 and %3</source>
        <translation>%1 não está entre %2 e %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="67"/>
        <source>&apos;%1&apos; is not a list of whole numbers such as 1, 2, 3</source>
        <translation>&apos;%1&apos; não é uma lista de números inteiros como 1, 2, 3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="68"/>
        <source>give at least one number</source>
        <translation>informe ao menos um número</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="69"/>
        <source>(any)</source>
        <translation>(qualquer)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="151"/>
        <source>Add Row</source>
        <translation>Adicionar Linha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="153"/>
        <source>Remove Row</source>
        <translation>Remover Linha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="338"/>
        <source>%1 / %2 is already in the table</source>
        <translation>%1 / %2 já está na tabela</translation>
    </message>
</context>
<context>
    <name>ScenarioInfo</name>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="43"/>
        <source>from the printed game</source>
        <translation>do jogo impresso</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="44"/>
        <source>worked out from the printed game</source>
        <translation>deduzido do jogo impresso</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="45"/>
        <source>reconstructed, not from the book</source>
        <translation>reconstruído, não consta do livro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="46"/>
        <source>invented, not from the book</source>
        <translation>inventado, não consta do livro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="58"/>
        <source>Period</source>
        <translation>Período</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="59"/>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="60"/>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="62"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="63"/>
        <source>%1 × %2 hexes</source>
        <translation>%1 × %2 hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="67"/>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="68"/>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="75"/>
        <source>Description</source>
        <translation>Descrição</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="79"/>
        <source>Designer notes</source>
        <translation>Notas do autor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="83"/>
        <source>Where the data comes from</source>
        <translation>De onde vêm os dados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="87"/>
        <source>The scenario as a whole</source>
        <translation>O cenário como um todo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="94"/>
        <source>The map</source>
        <translation>O mapa</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/dialogs.py" line="38"/>
        <source>and %n more</source>
        <translation>
            <numerusform>e mais %n</numerusform>
            <numerusform>e mais %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="124"/>
        <source>Hexes</source>
        <translation>Hexágonos</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/dialogs.py" line="35"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unidade</numerusform>
            <numerusform>%n unidades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="157"/>
        <source>Every unit is as printed in the game.</source>
        <translation>Todas as unidades são como impressas no jogo.</translation>
    </message>
</context>
<context>
    <name>ScenarioInfoDialog</name>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="165"/>
        <source>Scenario information</source>
        <translation>Informações do cenário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="171"/>
        <source>About This Battle’s Data…</source>
        <translation>Sobre os Dados desta Batalha…</translation>
    </message>
</context>
<context>
    <name>ScenarioLoader</name>
    <message>
        <location filename="../../hexstudio/app/loading.py" line="62"/>
        <source>Reading and checking %1…</source>
        <translation>Lendo e verificando %1…</translation>
    </message>
</context>
<context>
    <name>ScenarioProblems</name>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="27"/>
        <source>cannot open the file: %1</source>
        <translation>não foi possível abrir o arquivo: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="28"/>
        <source>cannot read the file: %1</source>
        <translation>não foi possível ler o arquivo: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="30"/>
        <source>the file is %1 MB; the limit is %2 MB</source>
        <translation>o arquivo tem %1 MB; o limite é %2 MB</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="32"/>
        <source>not a text file in UTF-8 (byte %1): is it a picture or a document?</source>
        <translation>não é um arquivo de texto em UTF-8 (byte %1): é uma imagem ou um documento?</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="34"/>
        <source>not valid JSON: %1 at line %2, column %3</source>
        <translation>JSON inválido: %1 na linha %2, coluna %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="35"/>
        <source>not valid JSON: nested too deeply</source>
        <translation>JSON inválido: aninhamento profundo demais</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="37"/>
        <source>a scenario file must hold a JSON object { ... }</source>
        <translation>um arquivo de cenário deve conter um objeto JSON { ... }</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="39"/>
        <source>is missing: this does not look like a hexstudio scenario</source>
        <translation>não existe: isto não parece um cenário do hexstudio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="40"/>
        <source>the document is nested too deeply</source>
        <translation>o documento tem aninhamento profundo demais</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="46"/>
        <source>a comma is missing</source>
        <translation>falta uma vírgula</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="47"/>
        <source>a colon is missing</source>
        <translation>faltam dois-pontos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="49"/>
        <source>a name in double quotes is missing (a comma too many?)</source>
        <translation>falta um nome entre aspas duplas (uma vírgula a mais?)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="50"/>
        <source>a value is missing</source>
        <translation>falta um valor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="51"/>
        <source>a text is not closed by its double quote</source>
        <translation>um texto não foi fechado com aspas duplas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="52"/>
        <source>a line break or tab inside a text</source>
        <translation>quebra de linha ou tabulação dentro de um texto</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="53"/>
        <source>more text after the end of the document</source>
        <translation>há texto depois do fim do documento</translation>
    </message>
</context>
<context>
    <name>ScheduleEditor</name>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="281"/>
        <source>Add Arrival</source>
        <translation>Adicionar Reforço</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="283"/>
        <source>Add Withdrawal</source>
        <translation>Adicionar Retirada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="285"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="306"/>
        <source>Pick Entry Hexes on Board</source>
        <translation>Escolher Hexágonos de Entrada no Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="308"/>
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="312"/>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="316"/>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="327"/>
        <source>Arrive</source>
        <translation>Chegam</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="327"/>
        <source>Leave</source>
        <translation>Saem</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="337"/>
        <source>Turn by turn</source>
        <translation>Turno a turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="365"/>
        <source>turn %1</source>
        <translation>turno %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="405"/>
        <source>(set up in %1)</source>
        <translation>(posicionada em %1)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="407"/>
        <source>(arrives with %1)</source>
        <translation>(chega com %1)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="426"/>
        <source>Units of %1</source>
        <translation>Unidades de %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="451"/>
        <source>Every unit is set up or arrives already: add a unit in the Order of Battle first.</source>
        <translation>Todas as unidades já estão posicionadas ou chegam como reforço: adicione antes uma unidade na Ordem de Batalha.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="464"/>
        <source>Add %1</source>
        <translation>Adicionar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="477"/>
        <source>Remove %1</source>
        <translation>Remover %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="499"/>
        <source>on condition</source>
        <translation>por condição</translation>
    </message>
</context>
<context>
    <name>SideRow</name>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="131"/>
        <source>Counter colour</source>
        <translation>Cor das peças</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="134"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/newbattle.py" line="144"/>
        <source>Counter Colour</source>
        <translation>Cor das peças</translation>
    </message>
</context>
<context>
    <name>SpecialRules</name>
    <message>
        <location filename="../../hexstudio/editor/rulenames.py" line="49"/>
        <source>&apos;%1&apos; is not a rule the engine knows.</source>
        <translation>&apos;%1&apos; não é uma regra que o motor conhece.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/rulenames.py" line="52"/>
        <source>Rulebook: %1</source>
        <translation>Livro de regras: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/rulenames.py" line="57"/>
        <source>required</source>
        <translation>obrigatório</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/rulenames.py" line="59"/>
        <source>Parameters: %1</source>
        <translation>Parâmetros: %1</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="138"/>
        <source>Choose a battle</source>
        <translation>Escolha uma batalha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="143"/>
        <source>Double-click a scenario or press Enter to open it.</source>
        <translation>Clique duas vezes num cenário ou tecle Enter para abri-lo.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="168"/>
        <source>Scenarios included with hexstudio</source>
        <translation>Cenários incluídos no hexstudio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="184"/>
        <source>Remove from list</source>
        <translation>Remover da lista</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="186"/>
        <source>Clear list</source>
        <translation>Limpar lista</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="188"/>
        <source>Scenarios you open will be listed here.</source>
        <translation>Os cenários que você abrir aparecerão aqui.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="191"/>
        <source>Recent files</source>
        <translation>Arquivos recentes</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="202"/>
        <source>Open a scenario file…</source>
        <translation>Abrir arquivo de cenário…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="253"/>
        <source>No scenarios were found in the installation.</source>
        <translation>Nenhum cenário foi encontrado na instalação.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/startscreen.py" line="281"/>
        <source>Map %1 × %2 hexes · %n unit(s)</source>
        <translation>
            <numerusform>Mapa de %1 × %2 hexágonos · %n unidade</numerusform>
            <numerusform>Mapa de %1 × %2 hexágonos · %n unidades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="285"/>
        <source>Source: %1</source>
        <translation>Fonte: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/startscreen.py" line="297"/>
        <source>%n problem(s):</source>
        <translation>
            <numerusform>%n problema:</numerusform>
            <numerusform>%n problemas:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/startscreen.py" line="300"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… e mais %n</numerusform>
            <numerusform>… e mais %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="317"/>
        <source>Cannot be opened: %1</source>
        <translation>Não pode ser aberto: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="364"/>
        <source>%1 — file not found</source>
        <translation>%1 — arquivo não encontrado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="162"/>
        <source>About This Battle’s Data…</source>
        <translation>Sobre os Dados desta Batalha…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="164"/>
        <source>What comes from the printed game, what was reconstructed and how to correct it</source>
        <translation>O que vem do jogo impresso, o que foi reconstruído e como corrigir</translation>
    </message>
</context>
<context>
    <name>TableGrid</name>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="56"/>
        <source>Add Column</source>
        <translation>Adicionar Coluna</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="57"/>
        <source>Remove Column</source>
        <translation>Remover Coluna</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="58"/>
        <source>Add Row</source>
        <translation>Adicionar Linha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="59"/>
        <source>Remove Row</source>
        <translation>Remover Linha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="83"/>
        <source>This scenario has no such table.</source>
        <translation>Este cenário não tem esta tabela.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="99"/>
        <source>Result codes: %1</source>
        <translation>Códigos de resultado: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="106"/>
        <source>Set cell %1</source>
        <translation>Definir célula %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="145"/>
        <source>Add table column</source>
        <translation>Adicionar coluna à tabela</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="157"/>
        <source>Remove table column</source>
        <translation>Remover coluna da tabela</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="166"/>
        <source>Add table row</source>
        <translation>Adicionar linha à tabela</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="177"/>
        <source>Remove table row</source>
        <translation>Remover linha da tabela</translation>
    </message>
</context>
<context>
    <name>TerrainPalette</name>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="54"/>
        <source>1 hex</source>
        <translation>1 hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="54"/>
        <source>7 hexes</source>
        <translation>7 hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="54"/>
        <source>19 hexes</source>
        <translation>19 hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="74"/>
        <source>New Hex Set…</source>
        <translation>Novo grupo de hexágonos…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="89"/>
        <source>Brush:</source>
        <translation>Pincel:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="90"/>
        <source>Feature:</source>
        <translation>Elemento:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="91"/>
        <source>Hexside:</source>
        <translation>Lado de hexágono:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="92"/>
        <source>Road:</source>
        <translation>Estrada:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="93"/>
        <source>Hex set:</source>
        <translation>Grupo de hexágonos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="96"/>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="141"/>
        <source>(default)</source>
        <translation>(padrão)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="217"/>
        <source>New Hex Set</source>
        <translation>Novo grupo de hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="217"/>
        <source>Name of the hex set:</source>
        <translation>Nome do grupo de hexágonos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="67"/>
        <source>Who holds the hexes the Control tool paints when the game starts</source>
        <translation>Quem tem, no início do jogo, a posse dos hexágonos que a ferramenta Posse pinta</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="94"/>
        <source>Holder:</source>
        <translation>Posse de:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="155"/>
        <source>Nobody</source>
        <translation>Ninguém</translation>
    </message>
</context>
<context>
    <name>UnitSize</name>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="82"/>
        <source>team</source>
        <translation>equipe</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="83"/>
        <source>squad</source>
        <translation>grupo de combate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="84"/>
        <source>section</source>
        <translation>seção</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="85"/>
        <source>platoon</source>
        <translation>pelotão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="86"/>
        <source>company</source>
        <translation>companhia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="87"/>
        <source>battalion</source>
        <translation>batalhão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="88"/>
        <source>regiment</source>
        <translation>regimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="89"/>
        <source>brigade</source>
        <translation>brigada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="90"/>
        <source>division</source>
        <translation>divisão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="91"/>
        <source>corps</source>
        <translation>corpo de exército</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="92"/>
        <source>army</source>
        <translation>exército</translation>
    </message>
</context>
<context>
    <name>UnitsPanel</name>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="425"/>
        <source>Choose a unit, then click a hex with the Set-up tool (U). Drag counters to move them; right-click takes one off.</source>
        <translation>Escolha uma unidade e clique num hexágono com a ferramenta Posicionamento (U). Arraste as peças para movê-las; o botão direito retira uma.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="447"/>
        <source>arrives: %1</source>
        <translation>chega: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="449"/>
        <source>not set up</source>
        <translation>não posicionada</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../../hexstudio/editor/validation.py" line="234"/>
        <source>No problems found.</source>
        <translation>Nenhum problema encontrado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/validation.py" line="237"/>
        <source>%1 errors, %2 warnings</source>
        <translation>%1 erros, %2 avisos</translation>
    </message>
</context>
<context>
    <name>ViewMode</name>
    <message>
        <location filename="../../hexstudio/app/modes.py" line="65"/>
        <source>View</source>
        <translation>Visualizar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/modes.py" line="69"/>
        <source>Hex details</source>
        <translation>Detalhes do hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/modes.py" line="71"/>
        <source>Click a hex to see its terrain and units.</source>
        <translation>Clique num hexágono para ver o terreno e as unidades.</translation>
    </message>
</context>
</TS>
