<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../hexstudio/board/background.py" line="30"/>
        <source>map scan not found: %1</source>
        <translation>escaneamento do mapa não encontrado: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/board/background.py" line="36"/>
        <source>map scan %1 could not be read: %2</source>
        <translation>não foi possível ler o escaneamento do mapa %1: %2</translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="54"/>
        <source>Calibrate Map Scan</source>
        <translation>Calibrar mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="62"/>
        <source>Click the centre of a hex on the scan, then type the number printed on it. Use three or more hexes far apart, in columns and rows of both parities.</source>
        <translation>Clique no centro de um hexágono do mapa escaneado e digite o número impresso nele. Use três ou mais hexágonos distantes entre si, em colunas e fileiras pares e ímpares.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="71"/>
        <source>The map already has rivers or roads, so its orientation and stagger stay as they are.</source>
        <translation>O mapa já tem rios ou estradas, então sua orientação e seu deslocamento ficam como estão.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="74"/>
        <source>Hex</source>
        <translation>Hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="74"/>
        <source>Scan x</source>
        <translation>x no scan</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="74"/>
        <source>Scan y</source>
        <translation>y no scan</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="74"/>
        <source>Error (px)</source>
        <translation>Erro (px)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="76"/>
        <source>Scan pixels between the click and where the fitted grid puts that hex&apos;s centre.</source>
        <translation>Pixels do scan entre o clique e o centro do hexágono segundo a grade ajustada.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="87"/>
        <source>Hex size on the board:</source>
        <translation>Tamanho do hexágono no tabuleiro:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="88"/>
        <source>No hexes yet.</source>
        <translation>Nenhum hexágono ainda.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="91"/>
        <source>Remove Selected</source>
        <translation>Remover selecionados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="95"/>
        <source>Apply to Map</source>
        <translation>Aplicar ao mapa</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/editor/calibrate.py" line="160"/>
        <source>%n more hex(es) needed.</source>
        <translation>
            <numerusform>Falta %n hexágono.</numerusform>
            <numerusform>Faltam %n hexágonos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="185"/>
        <source>flat-topped</source>
        <translation>com lado plano em cima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="185"/>
        <source>pointy-topped</source>
        <translation>com vértice em cima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/calibrate.py" line="187"/>
        <source>Best fit: %1 hexes, %2 stagger; mean error %3 px.</source>
        <translation>Melhor ajuste: hexágonos %1, deslocamento %2; erro médio de %3 px.</translation>
    </message>
</context>
<context>
    <name>ColorButton</name>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="287"/>
        <source>(none)</source>
        <translation>(nenhum)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="295"/>
        <source>Choose a Colour</source>
        <translation>Escolher uma Cor</translation>
    </message>
</context>
<context>
    <name>ConditionEditor</name>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="51"/>
        <source>on turn</source>
        <translation>no turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="52"/>
        <source>a side controls hexes</source>
        <translation>um lado controla hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="53"/>
        <source>a unit of a side enters hexes</source>
        <translation>uma unidade de um lado entra em hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="54"/>
        <source>units have entered the map</source>
        <translation>unidades entraram no mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="55"/>
        <source>units are eliminated</source>
        <translation>unidades são eliminadas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="56"/>
        <source>any of</source>
        <translation>qualquer um de</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="57"/>
        <source>all of</source>
        <translation>todos de</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="77"/>
        <source>(no condition)</source>
        <translation>(sem condição)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="84"/>
        <source>%1 controls all of %3</source>
        <translation>%1 controla todos de %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="86"/>
        <source>%1 controls any of %3</source>
        <translation>%1 controla algum de %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="88"/>
        <source>a unit of %1 enters %3</source>
        <translation>uma unidade de %1 entra em %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="110"/>
        <source>(none)</source>
        <translation>(nenhum)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="114"/>
        <source>Add Sub-condition</source>
        <translation>Adicionar Subcondição</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="116"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="118"/>
        <source>Pick Hexes on Board</source>
        <translation>Escolher Hexágonos no Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="131"/>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="216"/>
        <location filename="../../hexstudio/editor/arrivals.py" line="251"/>
        <location filename="../../hexstudio/editor/arrivals.py" line="258"/>
        <source>Remove condition</source>
        <translation>Remover condição</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="222"/>
        <source>Set condition</source>
        <translation>Definir condição</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="238"/>
        <location filename="../../hexstudio/editor/arrivals.py" line="242"/>
        <source>Add condition</source>
        <translation>Adicionar condição</translation>
    </message>
</context>
<context>
    <name>CostsEditor</name>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="307"/>
        <source>Cost</source>
        <translation>Custo</translation>
    </message>
</context>
<context>
    <name>DesignPanel</name>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="171"/>
        <source>Scenario</source>
        <translation>Cenário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="172"/>
        <source>Information</source>
        <translation>Informações</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="173"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="182"/>
        <source>Change Hex Numbering…</source>
        <translation>Alterar Numeração dos Hexágonos…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="184"/>
        <source>A new label scheme, with every hex the scenario names renamed to it (one undo step).</source>
        <translation>Um novo esquema de numeração, com todo hexágono citado no cenário renomeado para ele (um passo de desfazer).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="187"/>
        <source>To renumber the hexes the scenario names as well, use Change Hex Numbering… below.</source>
        <translation>Para renumerar também os hexágonos citados no cenário, use Alterar Numeração dos Hexágonos… abaixo.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="195"/>
        <source>Scenario &amp;&amp; Map</source>
        <translation>Cenário &amp;&amp; Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="197"/>
        <source>Sides</source>
        <translation>Lados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="200"/>
        <source>Nationalities</source>
        <translation>Nacionalidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="205"/>
        <source>Movement Classes</source>
        <translation>Classes de Movimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="210"/>
        <source>Unit Types</source>
        <translation>Tipos de Unidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="232"/>
        <source>Formations</source>
        <translation>Formações</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="238"/>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="244"/>
        <source>Hexsides &amp;&amp; Roads</source>
        <translation>Lados &amp;&amp; Estradas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="247"/>
        <source>Order of Battle</source>
        <translation>Ordem de Batalha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="250"/>
        <source>Arrivals &amp;&amp; Withdrawals</source>
        <translation>Reforços &amp;&amp; Retiradas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="256"/>
        <source>Number of turns:</source>
        <translation>Número de turnos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="270"/>
        <source>Turns &amp;&amp; Phases</source>
        <translation>Turnos &amp;&amp; Fases</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="283"/>
        <source>Weather</source>
        <translation>Clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="292"/>
        <source>CRT</source>
        <translation>TRC</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="294"/>
        <source>Bombardment</source>
        <translation>Bombardeio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="297"/>
        <source>Air Power</source>
        <translation>Poder Aéreo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="304"/>
        <source>Rule Switches</source>
        <translation>Opções de Regras</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="320"/>
        <source>Special Rules</source>
        <translation>Regras Especiais</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="328"/>
        <source>Pick Objective Hexes on Board</source>
        <translation>Escolher Hexágonos do Objetivo no Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="341"/>
        <source>Victory</source>
        <translation>Vitória</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="419"/>
        <source>%1 turns</source>
        <translation>%1 turnos</translation>
    </message>
</context>
<context>
    <name>EditorMode</name>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="86"/>
        <source>Brush</source>
        <translation>Pincel</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="87"/>
        <source>Fill</source>
        <translation>Preencher</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="88"/>
        <source>Rectangle</source>
        <translation>Retângulo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="89"/>
        <source>Eraser</source>
        <translation>Borracha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="90"/>
        <source>Picker</source>
        <translation>Conta-gotas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="91"/>
        <source>Feature</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="92"/>
        <source>Hexside</source>
        <translation>Lado de Hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="93"/>
        <source>Road</source>
        <translation>Estrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="94"/>
        <source>Hex Set</source>
        <translation>Grupo de Hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="95"/>
        <source>Set-up</source>
        <translation>Posicionamento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="96"/>
        <source>Off-map</source>
        <translation>Fora do Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="166"/>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="202"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;aberto&gt;</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="203"/>
        <source>Terrain Palette</source>
        <translation>Paleta de terrenos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="204"/>
        <source>Hex Inspector</source>
        <translation>Inspetor de hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="205"/>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="206"/>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="213"/>
        <source>Battle Design</source>
        <translation>Projeto da Batalha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="214"/>
        <source>Validation</source>
        <translation>Validação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="341"/>
        <source>Editor History</source>
        <translation>Histórico do editor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="343"/>
        <source>Editor Tools</source>
        <translation>Ferramentas do editor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="348"/>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="350"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="356"/>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="357"/>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="378"/>
        <source>E&amp;ditor</source>
        <translation>E&amp;ditor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="382"/>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="385"/>
        <source>Smaller Brush</source>
        <translation>Pincel menor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="388"/>
        <source>Larger Brush</source>
        <translation>Pincel maior</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="392"/>
        <source>&amp;Import Map Scan…</source>
        <translation>&amp;Importar mapa escaneado…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="393"/>
        <source>&amp;Calibrate Map Scan…</source>
        <translation>&amp;Calibrar mapa escaneado…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="394"/>
        <source>&amp;Nudge Map Scan</source>
        <translation>&amp;Ajustar mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="396"/>
        <source>Left</source>
        <translation>Para a esquerda</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="397"/>
        <source>Right</source>
        <translation>Para a direita</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="398"/>
        <source>Up</source>
        <translation>Para cima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="399"/>
        <source>Down</source>
        <translation>Para baixo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="400"/>
        <source>Larger</source>
        <translation>Ampliar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="401"/>
        <source>Smaller</source>
        <translation>Reduzir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="402"/>
        <source>Turn Clockwise</source>
        <translation>Girar no sentido horário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="403"/>
        <source>Turn Anticlockwise</source>
        <translation>Girar no sentido anti-horário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="408"/>
        <source>&amp;Remove Map Scan</source>
        <translation>&amp;Remover mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="410"/>
        <source>Change Hex &amp;Numbering…</source>
        <translation>Alterar &amp;Numeração dos Hexágonos…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="411"/>
        <source>Check &amp;Scenario</source>
        <translation>&amp;Verificar cenário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="412"/>
        <source>&amp;Play This Scenario</source>
        <translation>&amp;Jogar Este Cenário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="585"/>
        <source>Could not write the recovery copy: %1</source>
        <translation>Não foi possível gravar a cópia de recuperação: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="605"/>
        <source>Restore unsaved changes</source>
        <translation>Recuperar alterações não salvas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="613"/>
        <source>Unsaved Changes Found</source>
        <translation>Alterações não salvas encontradas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="614"/>
        <source>This scenario has unsaved changes from an earlier session that did not close normally.</source>
        <translation>Este cenário tem alterações não salvas de uma sessão anterior que não foi encerrada normalmente.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="615"/>
        <source>Restore them? (Saved copy from %1.)</source>
        <translation>Recuperá-las? (Cópia salva em %1.)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="627"/>
        <source>Import Map Scan</source>
        <translation>Importar mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="629"/>
        <source>Images (*.png *.jpg *.jpeg *.tif *.tiff *.bmp *.webp);;All files (*)</source>
        <translation>Imagens (*.png *.jpg *.jpeg *.tif *.tiff *.bmp *.webp);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="643"/>
        <source>%1 is not an image hexstudio can read: %2</source>
        <translation>%1 não é uma imagem que o hexstudio consiga ler: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="662"/>
        <source>Import map scan</source>
        <translation>Importar mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="666"/>
        <source>Remove map scan</source>
        <translation>Remover mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="675"/>
        <source>There is no map scan to nudge.</source>
        <translation>Não há mapa escaneado para ajustar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="685"/>
        <source>Nudge map scan</source>
        <translation>Ajustar mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="694"/>
        <source>Import a map scan first (Editor ▸ Import Map Scan…).</source>
        <translation>Importe primeiro um mapa escaneado (Editor ▸ Importar mapa escaneado…).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="737"/>
        <source>Calibrate map scan</source>
        <translation>Calibrar mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="741"/>
        <source>The grid cannot change that way: %1</source>
        <translation>A grade não pode mudar assim: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="765"/>
        <source>Click hexes to add or remove them; right-click or choose a tool to stop.</source>
        <translation>Clique em hexágonos para adicioná-los ou removê-los; clique com o botão direito ou escolha uma ferramenta para parar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="774"/>
        <source>Hex picking ended.</source>
        <translation>Escolha de hexágonos encerrada.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="811"/>
        <source>Play mode is not available.</source>
        <translation>O modo de jogo não está disponível.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="818"/>
        <source>Fix the scenario&apos;s errors first (%1): see the Validation panel.</source>
        <translation>Corrija antes os erros do cenário (%1): veja o painel Validação.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="836"/>
        <source>The scenario has %n problem(s).</source>
        <translation>O cenário tem %n problema(s).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="838"/>
        <source>No problems found.</source>
        <translation>Nenhum problema encontrado.</translation>
    </message>
</context>
<context>
    <name>EditorToolbar</name>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="86"/>
        <source>Brush</source>
        <translation>Pincel</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="87"/>
        <source>Fill</source>
        <translation>Preencher</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="88"/>
        <source>Rectangle</source>
        <translation>Retângulo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="89"/>
        <source>Eraser</source>
        <translation>Borracha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="90"/>
        <source>Picker</source>
        <translation>Conta-gotas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="91"/>
        <source>Feature</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="92"/>
        <source>Hexside</source>
        <translation>Lado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="93"/>
        <source>Road</source>
        <translation>Estrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="94"/>
        <source>Hex Set</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="95"/>
        <source>Set-up</source>
        <translation>Posicionar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/mode.py" line="96"/>
        <source>Off-map</source>
        <translation>Fora do mapa</translation>
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
        <source>bonus</source>
        <translation>bônus</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="24"/>
        <source>chain depth</source>
        <translation>profundidade da cadeia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="25"/>
        <source>chain retreat</source>
        <translation>recuo em cadeia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="26"/>
        <source>check</source>
        <translation>verificação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="27"/>
        <source>choose</source>
        <translation>escolher</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="28"/>
        <source>clamp after shifts</source>
        <translation>limitar após deslocamentos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="29"/>
        <source>climb cost</source>
        <translation>custo de subida</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="30"/>
        <source>colour</source>
        <translation>cor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="31"/>
        <source>combat</source>
        <translation>combate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="32"/>
        <source>combined bombardment</source>
        <translation>bombardeio combinado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="33"/>
        <source>composition</source>
        <translation>composição</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="34"/>
        <source>conditions</source>
        <translation>condições</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="35"/>
        <source>date</source>
        <translation>data</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="36"/>
        <source>default hexes</source>
        <translation>hexágonos padrão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="37"/>
        <source>defender holds: attackers retreat</source>
        <translation>defesa vence: atacantes recuam</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="38"/>
        <source>delay</source>
        <translation>atraso</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="39"/>
        <source>die</source>
        <translation>dado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="40"/>
        <source>disengage cost</source>
        <translation>custo de desengajar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="41"/>
        <source>dominant</source>
        <translation>dominante</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="42"/>
        <source>dominant over</source>
        <translation>dominante sobre</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="43"/>
        <source>dominant terrain</source>
        <translation>terreno dominante</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="44"/>
        <source>map edge</source>
        <translation>borda do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="45"/>
        <source>encircled</source>
        <translation>cercados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="46"/>
        <source>encircled cannot move</source>
        <translation>cercados não podem mover</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="47"/>
        <source>encirclement shift</source>
        <translation>deslocamento por cerco</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="48"/>
        <source>engagements</source>
        <translation>engajamentos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="49"/>
        <source>entry</source>
        <translation>entrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="50"/>
        <source>event</source>
        <translation>evento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="51"/>
        <source>exchange</source>
        <translation>empate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="52"/>
        <source>exchange shortfall</source>
        <translation>falta no empate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="53"/>
        <source>exclusive flag</source>
        <translation>marca exclusiva</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="54"/>
        <source>exempt roads</source>
        <translation>estradas isentas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="55"/>
        <source>exempt terrain</source>
        <translation>terrenos isentos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="56"/>
        <source>extra hex terrain</source>
        <translation>terreno de hexágonos extras</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="57"/>
        <source>fallback</source>
        <translation>alternativa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="58"/>
        <source>forecast</source>
        <translation>previsão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="59"/>
        <source>formation</source>
        <translation>formação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="60"/>
        <source>from weather</source>
        <translation>pelo clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="61"/>
        <source>hex set</source>
        <translation>grupo de hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="62"/>
        <source>hexes</source>
        <translation>hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="63"/>
        <source>hidden support</source>
        <translation>apoio oculto</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="64"/>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="65"/>
        <source>ignores ZOC</source>
        <translation>ignora ZdC</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="66"/>
        <source>into water</source>
        <translation>para a água</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="67"/>
        <source>inverse odds</source>
        <translation>proporção inversa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="68"/>
        <source>kind</source>
        <translation>tipo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="69"/>
        <source>label</source>
        <translation>rótulo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="70"/>
        <source>level</source>
        <translation>escalão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="71"/>
        <source>limit</source>
        <translation>limite</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="72"/>
        <source>limits apply to support</source>
        <translation>limites valem para o apoio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="73"/>
        <source>losses</source>
        <translation>baixas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="74"/>
        <source>may delay</source>
        <translation>pode atrasar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="75"/>
        <source>minimum move</source>
        <translation>movimento mínimo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="76"/>
        <source>movement cost</source>
        <translation>custo de movimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="77"/>
        <source>movement surcharge</source>
        <translation>acréscimo de movimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="78"/>
        <source>movement</source>
        <translation>movimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="79"/>
        <source>movement class</source>
        <translation>classe de movimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="80"/>
        <source>must attack</source>
        <translation>deve atacar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="81"/>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="82"/>
        <source>nationalities</source>
        <translation>nacionalidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="83"/>
        <source>nationality</source>
        <translation>nacionalidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="84"/>
        <source>night</source>
        <translation>noite</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="85"/>
        <source>notes</source>
        <translation>notas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="86"/>
        <source>number</source>
        <translation>número</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="87"/>
        <source>odds</source>
        <translation>proporção</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="88"/>
        <source>off map</source>
        <translation>fora do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="89"/>
        <source>order</source>
        <translation>ordem</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="90"/>
        <source>outcomes</source>
        <translation>resultados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="91"/>
        <source>parameters</source>
        <translation>parâmetros</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="92"/>
        <source>parent formation</source>
        <translation>formação superior</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="93"/>
        <source>pay entry hex</source>
        <translation>paga o hexágono de entrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="94"/>
        <source>most per use</source>
        <translation>máximo por uso</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="95"/>
        <source>least per use</source>
        <translation>mínimo por uso</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="96"/>
        <source>points</source>
        <translation>pontos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="97"/>
        <source>range from</source>
        <translation>alcance a partir de</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="98"/>
        <source>recovery</source>
        <translation>recuperação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="99"/>
        <source>recovery side</source>
        <translation>lado que recupera</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="100"/>
        <source>reduced values</source>
        <translation>valores reduzidos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="101"/>
        <source>require</source>
        <translation>exige</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="102"/>
        <source>required</source>
        <translation>necessários</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="103"/>
        <source>retreat</source>
        <translation>recuo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="104"/>
        <source>returns</source>
        <translation>retorno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="105"/>
        <source>river exempt from bombardment</source>
        <translation>rio isento no bombardeio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="106"/>
        <source>river shift</source>
        <translation>deslocamento por rio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="107"/>
        <source>road ignores climb</source>
        <translation>estrada ignora subida</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="108"/>
        <source>roads open prohibited terrain</source>
        <translation>estradas abrem terreno proibido</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="109"/>
        <source>rolls</source>
        <translation>resultados do dado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="110"/>
        <source>rule</source>
        <translation>regra</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="111"/>
        <source>schedule</source>
        <translation>agenda</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="112"/>
        <source>scorer</source>
        <translation>quem pontua</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="113"/>
        <source>sheltered</source>
        <translation>abrigados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="114"/>
        <source>sheltered terrain</source>
        <translation>terreno abrigado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="115"/>
        <source>shift mode</source>
        <translation>modo de deslocamento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="116"/>
        <source>side</source>
        <translation>lado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="117"/>
        <source>skip turns</source>
        <translation>turnos pulados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="118"/>
        <source>stacking</source>
        <translation>empilhamento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="119"/>
        <source>stacking limit</source>
        <translation>limite de empilhamento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="120"/>
        <source>start of turn</source>
        <translation>início do turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="121"/>
        <source>stripe</source>
        <translation>faixa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="122"/>
        <source>support</source>
        <translation>apoio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="123"/>
        <source>surcharge on hexsides</source>
        <translation>acréscimo nos lados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="124"/>
        <source>symbol</source>
        <translation>símbolo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="125"/>
        <source>tags</source>
        <translation>etiquetas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="126"/>
        <source>terrain</source>
        <translation>terreno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="127"/>
        <source>text colour</source>
        <translation>cor do texto</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="128"/>
        <source>track maximum</source>
        <translation>máximo da trilha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="129"/>
        <source>turn</source>
        <translation>turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="130"/>
        <source>turns</source>
        <translation>turnos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="131"/>
        <source>types</source>
        <translation>tipos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="132"/>
        <source>unit attacks per phase</source>
        <translation>ataques por unidade por fase</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="133"/>
        <source>units</source>
        <translation>unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="134"/>
        <source>unless encircled</source>
        <translation>a menos que cercada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="135"/>
        <source>vulnerability</source>
        <translation>vulnerabilidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="136"/>
        <source>water</source>
        <translation>água</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="137"/>
        <source>weather</source>
        <translation>clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="138"/>
        <source>weather applies to hexsides</source>
        <translation>clima vale para os lados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="139"/>
        <source>when</source>
        <translation>quando</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="140"/>
        <source>ZOC</source>
        <translation>ZdC</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="141"/>
        <source>ZOC to ZOC</source>
        <translation>ZdC para ZdC</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="142"/>
        <source>title</source>
        <translation>título</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="143"/>
        <source>subtitle</source>
        <translation>subtítulo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="144"/>
        <source>author</source>
        <translation>autor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="145"/>
        <source>source</source>
        <translation>fonte</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="146"/>
        <source>period</source>
        <translation>período</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="147"/>
        <source>description</source>
        <translation>descrição</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="148"/>
        <source>provenance</source>
        <translation>procedência</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="149"/>
        <source>provenance note</source>
        <translation>nota de procedência</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="150"/>
        <source>columns</source>
        <translation>colunas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="151"/>
        <source>rows</source>
        <translation>linhas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="152"/>
        <source>orientation</source>
        <translation>orientação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="153"/>
        <source>stagger</source>
        <translation>deslocamento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="154"/>
        <source>labels</source>
        <translation>numeração</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="155"/>
        <source>hex size</source>
        <translation>tamanho do hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="156"/>
        <source>default terrain</source>
        <translation>terreno padrão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="157"/>
        <source>separator</source>
        <translation>separador</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="158"/>
        <source>first column</source>
        <translation>primeira coluna</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="159"/>
        <source>first row</source>
        <translation>primeira linha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="160"/>
        <source>digits</source>
        <translation>dígitos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="161"/>
        <source>zero pad</source>
        <translation>zeros à esquerda</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="162"/>
        <source>size</source>
        <translation>tamanho</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="163"/>
        <source>elevation</source>
        <translation>elevação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="164"/>
        <source>coastal</source>
        <translation>costeiro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="165"/>
        <source>most</source>
        <translation>máximo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="166"/>
        <source>hexside feature</source>
        <translation>elemento de lado de hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="167"/>
        <source>unit type or tag</source>
        <translation>tipo ou marca de unidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/fieldlabels.py" line="168"/>
        <source>effect</source>
        <translation>efeito</translation>
    </message>
</context>
<context>
    <name>HexInspector</name>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="192"/>
        <location filename="../../hexstudio/editor/panels.py" line="251"/>
        <source>Click a hex to inspect it.</source>
        <translation>Clique num hexágono para examiná-lo.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="201"/>
        <source>Place name printed on the map</source>
        <translation>Nome do local impresso no mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="206"/>
        <source>Coastal hex</source>
        <translation>Hexágono costeiro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="208"/>
        <source>Victory objective</source>
        <translation>Objetivo de vitória</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="214"/>
        <source>Terrain:</source>
        <translation>Terreno:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="215"/>
        <source>Features:</source>
        <translation>Elementos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="216"/>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="217"/>
        <source>Elevation:</source>
        <translation>Altitude:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="355"/>
        <source>Make %1 an objective</source>
        <translation>Tornar %1 um objetivo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="355"/>
        <source>Remove objective %1</source>
        <translation>Remover o objetivo %1</translation>
    </message>
</context>
<context>
    <name>HexPickTool</name>
    <message>
        <location filename="../../hexstudio/editor/design.py" line="112"/>
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
        <translation>Adicionar %1 no lado %2/%3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/history.py" line="54"/>
        <source>Remove %1 from hexside %2/%3</source>
        <translation>Remover %1 do lado %2/%3</translation>
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
    <name>ListEditor</name>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="692"/>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="693"/>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="694"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="695"/>
        <source>Up</source>
        <translation>Para cima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="696"/>
        <source>Down</source>
        <translation>Para baixo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="804"/>
        <source>Add %1</source>
        <translation>Adicionar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="815"/>
        <source>Duplicate %1</source>
        <translation>Duplicar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="823"/>
        <source>Remove %1</source>
        <translation>Remover %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="841"/>
        <source>Move %1</source>
        <translation>Mover %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="89"/>
        <source>Map display</source>
        <translation>Exibição do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="98"/>
        <source>Zoom: 1000%</source>
        <translation>Zoom: 1000%</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="130"/>
        <source>&amp;New from Scenario…</source>
        <translation>&amp;Novo a partir de cenário…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="131"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="132"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="133"/>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="134"/>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="135"/>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="137"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="140"/>
        <source>Zoom &amp;In</source>
        <translation>A&amp;proximar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="142"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;fastar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="143"/>
        <source>&amp;Fit Map to Window</source>
        <translation>A&amp;justar mapa à janela</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="144"/>
        <source>Show Hex &amp;Numbers</source>
        <translation>Mostrar &amp;números dos hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="147"/>
        <source>Map &amp;Display (Scan Opacity)</source>
        <translation>&amp;Exibição do mapa (opacidade)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="148"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="151"/>
        <source>Scenario &amp;Information…</source>
        <translation>&amp;Informações do cenário…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="152"/>
        <source>&amp;About hexstudio</source>
        <translation>&amp;Sobre o hexstudio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="159"/>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="162"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="173"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="176"/>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="184"/>
        <source>&amp;Panels</source>
        <translation>&amp;Painéis</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="185"/>
        <source>&amp;Toolbars</source>
        <translation>&amp;Barras de ferramentas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="189"/>
        <source>&amp;Mode</source>
        <translation>&amp;Modo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="191"/>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="197"/>
        <source>Main toolbar</source>
        <translation>Barra principal</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="206"/>
        <source>Mode:</source>
        <translation>Modo:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="336"/>
        <source>Open Scenario</source>
        <translation>Abrir cenário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="336"/>
        <location filename="../../hexstudio/app/mainwindow.py" line="369"/>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Cenários (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/mainwindow.py" line="543"/>
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>… e mais %n problema</numerusform>
            <numerusform>… e mais %n problemas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/mainwindow.py" line="544"/>
        <source>%n problem(s) in %1:</source>
        <translation>
            <numerusform>%n problema em %1:</numerusform>
            <numerusform>%n problemas em %1:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="545"/>
        <source>Could not open %1</source>
        <translation>Não foi possível abrir %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="367"/>
        <source>New from Scenario</source>
        <translation>Novo a partir de cenário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="390"/>
        <source>Could not draw the map</source>
        <translation>Não foi possível desenhar o mapa</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/mainwindow.py" line="412"/>
        <source>The map was drawn with %n warning(s): %1</source>
        <translation>
            <numerusform>O mapa foi desenhado com %n aviso: %1</numerusform>
            <numerusform>O mapa foi desenhado com %n avisos: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="440"/>
        <source>Save Scenario As</source>
        <translation>Salvar cenário como</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="440"/>
        <source>Scenarios (*.json)</source>
        <translation>Cenários (*.json)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="468"/>
        <source>Could not save %1</source>
        <translation>Não foi possível salvar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="471"/>
        <source>Saved %1</source>
        <translation>Salvo em %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="481"/>
        <source>The scenario has unsaved changes.</source>
        <translation>O cenário tem alterações não salvas.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="482"/>
        <source>Do you want to save them?</source>
        <translation>Deseja salvá-las?</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="522"/>
        <source>(file not found)</source>
        <translation>(arquivo não encontrado)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="529"/>
        <source>Clear Menu</source>
        <translation>Limpar menu</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="532"/>
        <source>No recent files</source>
        <translation>Nenhum arquivo recente</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="590"/>
        <source>Zoom: %1%</source>
        <translation>Zoom: %1%</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="643"/>
        <source>%1 (unsaved copy)</source>
        <translation>%1 (cópia não salva)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="672"/>
        <source>About hexstudio</source>
        <translation>Sobre o hexstudio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="674"/>
        <source>&lt;h3&gt;hexstudio %1&lt;/h3&gt;&lt;p&gt;A scenario editor and rules-enforcing player for the Brazilian hex-and-counter Second World War games (Leyte, Reichswald, Sicily, Peleliu, Monte Castelo).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;hexstudio %1&lt;/h3&gt;&lt;p&gt;Editor de cenários e jogador que aplica as regras dos jogos brasileiros de hexágonos e fichas da Segunda Guerra Mundial (Leyte, Reichswald, Sicília, Peleliu, Monte Castelo).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MapDisplayPanel</name>
    <message>
        <location filename="../../hexstudio/app/mapdisplay.py" line="18"/>
        <source>Show hex numbers</source>
        <translation>Mostrar números dos hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mapdisplay.py" line="20"/>
        <source>Show the map scan</source>
        <translation>Mostrar o mapa escaneado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mapdisplay.py" line="28"/>
        <location filename="../../hexstudio/app/mapdisplay.py" line="65"/>
        <source>This scenario has no scan of the printed map.</source>
        <translation>Este cenário não tem o mapa impresso escaneado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mapdisplay.py" line="38"/>
        <source>Scan opacity:</source>
        <translation>Opacidade:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mapdisplay.py" line="63"/>
        <source>The map scan cannot be shown: %1</source>
        <translation>O mapa escaneado não pode ser mostrado: %1</translation>
    </message>
</context>
<context>
    <name>ModelForm</name>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="227"/>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; não é um número inteiro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="228"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; não é um número</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="229"/>
        <source>&apos;%1&apos; is not a list of whole numbers such as 1, 2, 3</source>
        <translation>&apos;%1&apos; não é uma lista de números inteiros como 1, 2, 3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="230"/>
        <source>not valid JSON: %1</source>
        <translation>JSON inválido: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="623"/>
        <source>Set %1 of %2</source>
        <translation>Definir %1 de %2</translation>
    </message>
</context>
<context>
    <name>NumberingDialog</name>
    <message>
        <location filename="../../hexstudio/editor/numbering.py" line="39"/>
        <source>Change Hex Numbering</source>
        <translation>Alterar Numeração dos Hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/numbering.py" line="45"/>
        <source>Every hex the scenario names (terrain, rivers, roads, hex sets, set-up, arrivals, conditions, objectives, lessons, special rules) is renamed to the new numbering. One step of the history.</source>
        <translation>Todo hexágono citado no cenário (terreno, rios, estradas, conjuntos de hexágonos, posicionamento inicial, chegadas, condições, objetivos, lições, regras especiais) passa para a nova numeração. Um único passo do histórico.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/numbering.py" line="51"/>
        <source>none (0807)</source>
        <translation>nenhum (0807)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/numbering.py" line="77"/>
        <source>Old → new:</source>
        <translation>Antigo → novo:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/numbering.py" line="104"/>
        <source>Labels without a separator must be zero-padded, or they cannot be read back.</source>
        <translation>Números sem separador precisam de zeros à esquerda; senão não podem ser lidos de volta.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/numbering.py" line="117"/>
        <source>Change hex numbering</source>
        <translation>Alterar numeração dos hexágonos</translation>
    </message>
</context>
<context>
    <name>OobModel</name>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="191"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="192"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="193"/>
        <source>Short</source>
        <translation>Sigla</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="194"/>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="195"/>
        <source>Size</source>
        <translation>Escalão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="196"/>
        <source>Nationality</source>
        <translation>Nacionalidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="197"/>
        <source>Formation</source>
        <translation>Formação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="198"/>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="199"/>
        <source>Defence</source>
        <translation>Defesa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="200"/>
        <source>Movement</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="201"/>
        <source>Range</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="202"/>
        <source>Bombard</source>
        <translation>PB</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="203"/>
        <source>Red. attack</source>
        <translation>Ataque red.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="204"/>
        <source>Red. defence</source>
        <translation>Defesa red.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="205"/>
        <source>Red. movement</source>
        <translation>Movimento red.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="206"/>
        <source>Steps</source>
        <translation>Passos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="207"/>
        <source>Flags</source>
        <translation>Marcas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="208"/>
        <source>Release turn</source>
        <translation>Turno de liberação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="209"/>
        <source>Provenance</source>
        <translation>Procedência</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="210"/>
        <source>Provenance note</source>
        <translation>Nota de procedência</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="324"/>
        <source>a unit with id &apos;%1&apos; already exists</source>
        <translation>já existe uma unidade com o id &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="335"/>
        <source>ids are unique: rename units one at a time</source>
        <translation>ids são únicos: renomeie as unidades uma de cada vez</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="341"/>
        <source>Set %1 on %2 units</source>
        <translation>Definir %1 em %2 unidades</translation>
    </message>
</context>
<context>
    <name>OobPanel</name>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="461"/>
        <source>Add Unit</source>
        <translation>Adicionar Unidade</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="462"/>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="463"/>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="464"/>
        <source>Set for Selected…</source>
        <translation>Definir para Selecionadas…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="532"/>
        <source>Add a unit type and a nationality first.</source>
        <translation>Adicione primeiro um tipo de unidade e uma nacionalidade.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="574"/>
        <source>Delete %1 units</source>
        <translation>Excluir %1 unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="574"/>
        <source>Delete unit %1</source>
        <translation>Excluir unidade %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="584"/>
        <source>Set for Selected</source>
        <translation>Definir para Selecionadas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="585"/>
        <source>New %1 for the %2 selected units:</source>
        <translation>Novo valor de %1 para as %2 unidades selecionadas:</translation>
    </message>
</context>
<context>
    <name>PerKeyEditor</name>
    <message>
        <location filename="../../hexstudio/editor/forms.py" line="346"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="181"/>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="184"/>
        <source>Same as the computer</source>
        <translation>Igual ao do computador</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="190"/>
        <source>A new language is used after hexstudio is restarted.</source>
        <translation>O novo idioma passa a valer quando o hexstudio for reiniciado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="193"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
</context>
<context>
    <name>Provenance</name>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="92"/>
        <source>book</source>
        <translation>livro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="93"/>
        <source>derived</source>
        <translation>derivado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="94"/>
        <source>reconstructed</source>
        <translation>reconstruído</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="95"/>
        <source>invented</source>
        <translation>inventado</translation>
    </message>
</context>
<context>
    <name>RecordGrid</name>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="63"/>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; não é um número inteiro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="64"/>
        <source>%1 is not between %2 and %3</source>
        <translation>%1 não está entre %2 e %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="65"/>
        <source>&apos;%1&apos; is not a list of whole numbers such as 1, 2, 3</source>
        <translation>&apos;%1&apos; não é uma lista de números inteiros como 1, 2, 3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="66"/>
        <source>give at least one number</source>
        <translation>informe ao menos um número</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="67"/>
        <source>(any)</source>
        <translation>(qualquer)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="149"/>
        <source>Add Row</source>
        <translation>Adicionar Linha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="151"/>
        <source>Remove Row</source>
        <translation>Remover Linha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/grids.py" line="336"/>
        <source>%1 / %2 is already in the table</source>
        <translation>%1 / %2 já está na tabela</translation>
    </message>
</context>
<context>
    <name>ScenarioInfo</name>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="41"/>
        <source>from the printed game</source>
        <translation>do jogo impresso</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="42"/>
        <source>worked out from the printed game</source>
        <translation>deduzido do jogo impresso</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="43"/>
        <source>reconstructed, not from the book</source>
        <translation>reconstruído, não consta do livro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="44"/>
        <source>invented, not from the book</source>
        <translation>inventado, não consta do livro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="56"/>
        <source>Period</source>
        <translation>Período</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="57"/>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="58"/>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="60"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="61"/>
        <source>%1 × %2 hexes</source>
        <translation>%1 × %2 hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="65"/>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="66"/>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="73"/>
        <source>Description</source>
        <translation>Descrição</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="77"/>
        <source>Designer notes</source>
        <translation>Notas do autor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="81"/>
        <source>Where the data comes from</source>
        <translation>De onde vêm os dados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="85"/>
        <source>The scenario as a whole</source>
        <translation>O cenário como um todo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="92"/>
        <source>The map</source>
        <translation>O mapa</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/dialogs.py" line="36"/>
        <source>and %n more</source>
        <translation>
            <numerusform>e mais %n</numerusform>
            <numerusform>e mais %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="122"/>
        <source>Hexes</source>
        <translation>Hexágonos</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/dialogs.py" line="33"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unidade</numerusform>
            <numerusform>%n unidades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="155"/>
        <source>Every unit is as printed in the game.</source>
        <translation>Todas as unidades são como impressas no jogo.</translation>
    </message>
</context>
<context>
    <name>ScenarioLoader</name>
    <message>
        <location filename="../../hexstudio/app/loading.py" line="55"/>
        <source>Reading and checking %1…</source>
        <translation>Lendo e verificando %1…</translation>
    </message>
</context>
<context>
    <name>ScenarioInfoDialog</name>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="163"/>
        <source>Scenario information</source>
        <translation>Informações do cenário</translation>
    </message>
</context>
<context>
    <name>ScenarioProblems</name>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="25"/>
        <source>cannot open the file: %1</source>
        <translation>não foi possível abrir o arquivo: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="26"/>
        <source>cannot read the file: %1</source>
        <translation>não foi possível ler o arquivo: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="28"/>
        <source>the file is %1 MB; the limit is %2 MB</source>
        <translation>o arquivo tem %1 MB; o limite é %2 MB</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="30"/>
        <source>not a text file in UTF-8 (byte %1): is it a picture or a document?</source>
        <translation>não é um arquivo de texto em UTF-8 (byte %1): é uma imagem ou um documento?</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="32"/>
        <source>not valid JSON: %1 at line %2, column %3</source>
        <translation>JSON inválido: %1 na linha %2, coluna %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="33"/>
        <source>not valid JSON: nested too deeply</source>
        <translation>JSON inválido: aninhamento profundo demais</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="35"/>
        <source>a scenario file must hold a JSON object { ... }</source>
        <translation>um arquivo de cenário deve conter um objeto JSON { ... }</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="37"/>
        <source>is missing: this does not look like a hexstudio scenario</source>
        <translation>não existe: isto não parece um cenário do hexstudio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="38"/>
        <source>the document is nested too deeply</source>
        <translation>o documento tem aninhamento profundo demais</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="44"/>
        <source>a comma is missing</source>
        <translation>falta uma vírgula</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="45"/>
        <source>a colon is missing</source>
        <translation>faltam dois-pontos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="47"/>
        <source>a name in double quotes is missing (a comma too many?)</source>
        <translation>falta um nome entre aspas duplas (uma vírgula a mais?)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="48"/>
        <source>a value is missing</source>
        <translation>falta um valor</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="49"/>
        <source>a text is not closed by its double quote</source>
        <translation>um texto não foi fechado com aspas duplas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="50"/>
        <source>a line break or tab inside a text</source>
        <translation>quebra de linha ou tabulação dentro de um texto</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/problem_text.py" line="51"/>
        <source>more text after the end of the document</source>
        <translation>há texto depois do fim do documento</translation>
    </message>
</context>
<context>
    <name>ScheduleEditor</name>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="280"/>
        <source>Add Arrival</source>
        <translation>Adicionar Reforço</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="282"/>
        <source>Add Withdrawal</source>
        <translation>Adicionar Retirada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="284"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="305"/>
        <source>Pick Entry Hexes on Board</source>
        <translation>Escolher Hexágonos de Entrada no Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="307"/>
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="311"/>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="315"/>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="326"/>
        <source>Arrive</source>
        <translation>Chegam</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="326"/>
        <source>Leave</source>
        <translation>Saem</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="336"/>
        <source>Turn by turn</source>
        <translation>Turno a turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="364"/>
        <source>turn %1</source>
        <translation>turno %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="404"/>
        <source>(set up in %1)</source>
        <translation>(posicionada em %1)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="406"/>
        <source>(arrives with %1)</source>
        <translation>(chega com %1)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="425"/>
        <source>Units of %1</source>
        <translation>Unidades de %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="450"/>
        <source>Every unit is set up or arrives already: add a unit in the Order of Battle first.</source>
        <translation>Todas as unidades já estão posicionadas ou chegam como reforço: adicione antes uma unidade na Ordem de Batalha.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="463"/>
        <source>Add %1</source>
        <translation>Adicionar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="476"/>
        <source>Remove %1</source>
        <translation>Remover %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/arrivals.py" line="498"/>
        <source>on condition</source>
        <translation>por condição</translation>
    </message>
</context>
<context>
    <name>SpecialRules</name>
    <message>
        <location filename="../../hexstudio/editor/rulenames.py" line="48"/>
        <source>&apos;%1&apos; is not a rule the engine knows.</source>
        <translation>&apos;%1&apos; não é uma regra que o motor conhece.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/rulenames.py" line="51"/>
        <source>Rulebook: %1</source>
        <translation>Livro de regras: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/rulenames.py" line="53"/>
        <source>required</source>
        <translation>obrigatório</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/rulenames.py" line="55"/>
        <source>Parameters: %1</source>
        <translation>Parâmetros: %1</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="131"/>
        <source>Choose a battle</source>
        <translation>Escolha uma batalha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="136"/>
        <source>Double-click a scenario or press Enter to open it.</source>
        <translation>Clique duas vezes num cenário ou tecle Enter para abri-lo.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="155"/>
        <source>Scenarios included with hexstudio</source>
        <translation>Cenários incluídos no hexstudio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="167"/>
        <source>Remove from list</source>
        <translation>Remover da lista</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="169"/>
        <source>Clear list</source>
        <translation>Limpar lista</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="171"/>
        <source>Scenarios you open will be listed here.</source>
        <translation>Os cenários que você abrir aparecerão aqui.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="174"/>
        <source>Recent files</source>
        <translation>Arquivos recentes</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="185"/>
        <source>Open a scenario file…</source>
        <translation>Abrir arquivo de cenário…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="216"/>
        <source>No scenarios were found in the installation.</source>
        <translation>Nenhum cenário foi encontrado na instalação.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/startscreen.py" line="233"/>
        <source>Map %1 × %2 hexes · %n unit(s)</source>
        <translation>
            <numerusform>Mapa de %1 × %2 hexágonos · %n unidade</numerusform>
            <numerusform>Mapa de %1 × %2 hexágonos · %n unidades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="237"/>
        <source>Source: %1</source>
        <translation>Fonte: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="261"/>
        <source>Cannot be opened: %1</source>
        <translation>Não pode ser aberto: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="290"/>
        <source>%1 — file not found</source>
        <translation>%1 — arquivo não encontrado</translation>
    </message>
</context>
<context>
    <name>TableGrid</name>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="55"/>
        <source>Add Column</source>
        <translation>Adicionar Coluna</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="56"/>
        <source>Remove Column</source>
        <translation>Remover Coluna</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="57"/>
        <source>Add Row</source>
        <translation>Adicionar Linha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="58"/>
        <source>Remove Row</source>
        <translation>Remover Linha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="82"/>
        <source>This scenario has no such table.</source>
        <translation>Este cenário não tem esta tabela.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="98"/>
        <source>Result codes: %1</source>
        <translation>Códigos de resultado: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="105"/>
        <source>Set cell %1</source>
        <translation>Definir célula %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="144"/>
        <source>Add table column</source>
        <translation>Adicionar coluna à tabela</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="156"/>
        <source>Remove table column</source>
        <translation>Remover coluna da tabela</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="165"/>
        <source>Add table row</source>
        <translation>Adicionar linha à tabela</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/tables.py" line="176"/>
        <source>Remove table row</source>
        <translation>Remover linha da tabela</translation>
    </message>
</context>
<context>
    <name>TerrainPalette</name>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="51"/>
        <source>1 hex</source>
        <translation>1 hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="51"/>
        <source>7 hexes</source>
        <translation>7 hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="51"/>
        <source>19 hexes</source>
        <translation>19 hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="62"/>
        <source>New…</source>
        <translation>Novo…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="75"/>
        <source>Brush:</source>
        <translation>Pincel:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="76"/>
        <source>Feature:</source>
        <translation>Elemento:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="77"/>
        <source>Hexside:</source>
        <translation>Lado de hexágono:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="78"/>
        <source>Road:</source>
        <translation>Estrada:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="79"/>
        <source>Hex set:</source>
        <translation>Grupo de hexágonos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="81"/>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="100"/>
        <source>(default)</source>
        <translation>(padrão)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="166"/>
        <source>New Hex Set</source>
        <translation>Novo grupo de hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="166"/>
        <source>Name of the hex set:</source>
        <translation>Nome do grupo de hexágonos:</translation>
    </message>
</context>
<context>
    <name>UnitSize</name>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="79"/>
        <source>team</source>
        <translation>equipe</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="80"/>
        <source>squad</source>
        <translation>grupo de combate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="81"/>
        <source>section</source>
        <translation>seção</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="82"/>
        <source>platoon</source>
        <translation>pelotão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="83"/>
        <source>company</source>
        <translation>companhia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="84"/>
        <source>battalion</source>
        <translation>batalhão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="85"/>
        <source>regiment</source>
        <translation>regimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="86"/>
        <source>brigade</source>
        <translation>brigada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="87"/>
        <source>division</source>
        <translation>divisão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="88"/>
        <source>corps</source>
        <translation>corpo de exército</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/oob.py" line="89"/>
        <source>army</source>
        <translation>exército</translation>
    </message>
</context>
<context>
    <name>UnitsPanel</name>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="373"/>
        <source>Choose a unit, then click a hex with the Set-up tool (U). Drag counters to move them; right-click takes one off.</source>
        <translation>Escolha uma unidade e clique num hexágono com a ferramenta Posicionamento (U). Arraste as peças para movê-las; o botão direito retira uma.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="392"/>
        <source>arrives: %1</source>
        <translation>chega: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/panels.py" line="394"/>
        <source>not set up</source>
        <translation>não posicionada</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <location filename="../../hexstudio/editor/validation.py" line="101"/>
        <source>No problems found.</source>
        <translation>Nenhum problema encontrado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/editor/validation.py" line="104"/>
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
