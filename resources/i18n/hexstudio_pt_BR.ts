<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="86"/>
        <source>Map display</source>
        <translation>Exibição do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="95"/>
        <source>Zoom: 1000%</source>
        <translation>Zoom: 1000%</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="126"/>
        <source>&amp;New from Scenario…</source>
        <translation>&amp;Novo a partir de cenário…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="127"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="128"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="129"/>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="130"/>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="131"/>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="133"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="136"/>
        <source>Zoom &amp;In</source>
        <translation>A&amp;proximar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="138"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;fastar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="139"/>
        <source>&amp;Fit Map to Window</source>
        <translation>A&amp;justar mapa à janela</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="140"/>
        <source>Show Hex &amp;Numbers</source>
        <translation>Mostrar &amp;números dos hexágonos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="143"/>
        <source>Map &amp;Display (Scan Opacity)</source>
        <translation>&amp;Exibição do mapa (opacidade)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="144"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="147"/>
        <source>Scenario &amp;Information…</source>
        <translation>&amp;Informações do cenário…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="148"/>
        <source>&amp;About hexstudio</source>
        <translation>&amp;Sobre o hexstudio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="155"/>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="158"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="169"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="172"/>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="180"/>
        <source>&amp;Panels</source>
        <translation>&amp;Painéis</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="181"/>
        <source>&amp;Toolbars</source>
        <translation>&amp;Barras de ferramentas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="185"/>
        <source>&amp;Mode</source>
        <translation>&amp;Modo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="187"/>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="193"/>
        <source>Main toolbar</source>
        <translation>Barra principal</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="202"/>
        <source>Mode:</source>
        <translation>Modo:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="315"/>
        <source>Open Scenario</source>
        <translation>Abrir cenário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="315"/>
        <location filename="../../hexstudio/app/mainwindow.py" line="348"/>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Cenários (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/mainwindow.py" line="522"/>
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>… e mais %n problema</numerusform>
            <numerusform>… e mais %n problemas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/mainwindow.py" line="523"/>
        <source>%n problem(s) in %1:</source>
        <translation>
            <numerusform>%n problema em %1:</numerusform>
            <numerusform>%n problemas em %1:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="524"/>
        <source>Could not open %1</source>
        <translation>Não foi possível abrir %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="346"/>
        <source>New from Scenario</source>
        <translation>Novo a partir de cenário</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="369"/>
        <source>Could not draw the map</source>
        <translation>Não foi possível desenhar o mapa</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/mainwindow.py" line="391"/>
        <source>The map was drawn with %n warning(s): %1</source>
        <translation>
            <numerusform>O mapa foi desenhado com %n aviso: %1</numerusform>
            <numerusform>O mapa foi desenhado com %n avisos: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="419"/>
        <source>Save Scenario As</source>
        <translation>Salvar cenário como</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="419"/>
        <source>Scenarios (*.json)</source>
        <translation>Cenários (*.json)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="447"/>
        <source>Could not save %1</source>
        <translation>Não foi possível salvar %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="450"/>
        <source>Saved %1</source>
        <translation>Salvo em %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="460"/>
        <source>The scenario has unsaved changes.</source>
        <translation>O cenário tem alterações não salvas.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="461"/>
        <source>Do you want to save them?</source>
        <translation>Deseja salvá-las?</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="501"/>
        <source>(file not found)</source>
        <translation>(arquivo não encontrado)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="508"/>
        <source>Clear Menu</source>
        <translation>Limpar menu</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="511"/>
        <source>No recent files</source>
        <translation>Nenhum arquivo recente</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="569"/>
        <source>Zoom: %1%</source>
        <translation>Zoom: %1%</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="622"/>
        <source>%1 (unsaved copy)</source>
        <translation>%1 (cópia não salva)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="651"/>
        <source>About hexstudio</source>
        <translation>Sobre o hexstudio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mainwindow.py" line="653"/>
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
        <source>This scenario has no scan of the printed map.</source>
        <translation>Este cenário não tem o mapa impresso escaneado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/mapdisplay.py" line="38"/>
        <source>Scan opacity:</source>
        <translation>Opacidade:</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="166"/>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="169"/>
        <source>Same as the computer</source>
        <translation>Igual ao do computador</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="175"/>
        <source>A new language is used after hexstudio is restarted.</source>
        <translation>O novo idioma passa a valer quando o hexstudio for reiniciado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="178"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
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
        <location filename="../../hexstudio/app/dialogs.py" line="140"/>
        <source>Every unit is as printed in the game.</source>
        <translation>Todas as unidades são como impressas no jogo.</translation>
    </message>
</context>
<context>
    <name>ScenarioInfoDialog</name>
    <message>
        <location filename="../../hexstudio/app/dialogs.py" line="148"/>
        <source>Scenario information</source>
        <translation>Informações do cenário</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="130"/>
        <source>Choose a battle</source>
        <translation>Escolha uma batalha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="135"/>
        <source>Double-click a scenario or press Enter to open it.</source>
        <translation>Clique duas vezes num cenário ou tecle Enter para abri-lo.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="154"/>
        <source>Scenarios included with hexstudio</source>
        <translation>Cenários incluídos no hexstudio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="166"/>
        <source>Remove from list</source>
        <translation>Remover da lista</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="168"/>
        <source>Clear list</source>
        <translation>Limpar lista</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="170"/>
        <source>Scenarios you open will be listed here.</source>
        <translation>Os cenários que você abrir aparecerão aqui.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="173"/>
        <source>Recent files</source>
        <translation>Arquivos recentes</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="184"/>
        <source>Open a scenario file…</source>
        <translation>Abrir arquivo de cenário…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="214"/>
        <source>No scenarios were found in the installation.</source>
        <translation>Nenhum cenário foi encontrado na instalação.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/startscreen.py" line="231"/>
        <source>Map %1 × %2 hexes · %n unit(s)</source>
        <translation>
            <numerusform>Mapa de %1 × %2 hexágonos · %n unidade</numerusform>
            <numerusform>Mapa de %1 × %2 hexágonos · %n unidades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="235"/>
        <source>Source: %1</source>
        <translation>Fonte: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="259"/>
        <source>Cannot be opened: %1</source>
        <translation>Não pode ser aberto: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/startscreen.py" line="288"/>
        <source>%1 — file not found</source>
        <translation>%1 — arquivo não encontrado</translation>
    </message>
</context>
<context>
    <name>ViewMode</name>
    <message>
        <location filename="../../hexstudio/app/modes.py" line="63"/>
        <source>View</source>
        <translation>Visualizar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/modes.py" line="67"/>
        <source>Hex details</source>
        <translation>Detalhes do hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/app/modes.py" line="69"/>
        <source>Click a hex to see its terrain and units.</source>
        <translation>Clique num hexágono para ver o terreno e as unidades.</translation>
    </message>
</context>
</TS>
