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
        <location filename="../../hexstudio/play/combat.py" line="162"/>
        <source>Roll the dice</source>
        <translation>Rolar os dados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/combat.py" line="165"/>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../hexstudio/play/decision.py" line="46"/>
        <location filename="../../hexstudio/play/decision.py" line="91"/>
        <source>Nothing to decide.</source>
        <translation>Nada a decidir.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/decision.py" line="57"/>
        <source>Air points:</source>
        <translation>Pontos aéreos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/decision.py" line="61"/>
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
        <location filename="../../hexstudio/play/lessons.py" line="231"/>
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
        <location filename="../../hexstudio/play/lessons.py" line="256"/>
        <source>Done with this phase? Click “End phase” (Ctrl+Return): the next lessons come up by themselves.</source>
        <translation>Terminou esta fase? Clique em “Encerrar fase” (Ctrl+Return): as próximas lições aparecem sozinhas.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="227"/>
        <source>Next lesson ▶ (%1 of %2)</source>
        <translation>Próxima lição ▶ (%1 de %2)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="234"/>
        <source>%1 lessons in this scenario.</source>
        <translation>%1 lições neste cenário.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="235"/>
        <source>No lesson for this phase</source>
        <translation>Nenhuma lição para esta fase</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="236"/>
        <source>Lessons come up as the game reaches them; page through them with “Next lesson”.</source>
        <translation>As lições aparecem quando o jogo chega a elas; folheie-as com “Próxima lição”.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="241"/>
        <source>Lesson %1 of %2</source>
        <translation>Lição %1 de %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="243"/>
        <source>turn %1</source>
        <translation>turno %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="251"/>
        <source>Marked on the map: %1</source>
        <translation>Marcados no mapa: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="254"/>
        <source>This phase has another lesson: click “Next lesson” to read it.</source>
        <translation>Esta fase tem outra lição: clique em “Próxima lição” para lê-la.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/lessons.py" line="262"/>
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
        <location filename="../../hexstudio/play/dialogs.py" line="91"/>
        <source>Two people take turns at this computer (hot seat); the board is covered when the turn passes between them. The computer thinks while you watch; its moves are shown one by one.</source>
        <translation>Duas pessoas se revezam neste computador (hot seat); o mapa é coberto quando a vez passa de uma para a outra. O computador pensa enquanto você assiste; seus movimentos são mostrados um a um.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="94"/>
        <source>Players:</source>
        <translation>Jogadores:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="96"/>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="118"/>
        <source>Scenario to Play</source>
        <translation>Cenário a jogar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="118"/>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Cenários (*.json);;Todos os arquivos (*)</translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="131"/>
        <source>Game Over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="135"/>
        <source>The game is not over.</source>
        <translation>O jogo não terminou.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/dialogs.py" line="137"/>
        <source>A draw.</source>
        <translation>Empate.</translation>
    </message>
</context>
<context>
    <name>PanelText</name>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="158"/>
        <source>Full: %1</source>
        <translation>Completa: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="160"/>
        <source>Reduced: %1</source>
        <translation>Reduzida: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="162"/>
        <source>Reduced: computed by the rules</source>
        <translation>Reduzida: calculada pelas regras</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="165"/>
        <source>Formation: %1</source>
        <translation>Formação: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="168"/>
        <source>reduced</source>
        <translation>reduzida</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="170"/>
        <source>suppressed</source>
        <translation>suprimida</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="172"/>
        <source>engaged</source>
        <translation>engajada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="174"/>
        <source>stopped by an enemy zone of control</source>
        <translation>parada por uma zona de engajamento inimiga</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="176"/>
        <source>%1 MP spent</source>
        <translation>%1 PM gastos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="178"/>
        <source>has attacked</source>
        <translation>já atacou</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="180"/>
        <source>has supported</source>
        <translation>já apoiou</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="181"/>
        <source>not yet on the map</source>
        <translation>ainda fora do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="181"/>
        <source>eliminated</source>
        <translation>eliminada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="184"/>
        <source>State: %1</source>
        <translation>Situação: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="184"/>
        <source>fresh</source>
        <translation>intacta</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="188"/>
        <source>worked out from the book</source>
        <translation>deduzido do livro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="189"/>
        <source>reconstructed</source>
        <translation>reconstituído</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="190"/>
        <source>invented</source>
        <translation>inventado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="192"/>
        <source>Not from the book (%1).</source>
        <translation>Não consta do livro (%1).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="521"/>
        <source>the north edge</source>
        <translation>a borda norte</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="522"/>
        <source>the south edge</source>
        <translation>a borda sul</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="523"/>
        <source>the east edge</source>
        <translation>a borda leste</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="524"/>
        <source>the west edge</source>
        <translation>a borda oeste</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="532"/>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="153"/>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="202"/>
        <location filename="../../hexstudio/play/mode.py" line="205"/>
        <source>The interrupted game cannot be resumed</source>
        <translation>O jogo interrompido não pode ser retomado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="220"/>
        <source>This scenario cannot be played</source>
        <translation>Este cenário não pode ser jogado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="221"/>
        <source>The rules engine cannot start a game of it:
%1: %2</source>
        <translation>O motor de regras não consegue iniciar um jogo dele:
%1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="223"/>
        <source>This scenario cannot be played: %1</source>
        <translation>Este cenário não pode ser jogado: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="343"/>
        <location filename="../../hexstudio/play/mode.py" line="414"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="344"/>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="346"/>
        <source>Decision</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="347"/>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="349"/>
        <source>Reinforcements</source>
        <translation>Reforços</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="358"/>
        <source>Game log</source>
        <translation>Registro do jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="361"/>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="381"/>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="393"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="394"/>
        <source>&amp;Load Game…</source>
        <translation>&amp;Carregar jogo…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="395"/>
        <source>&amp;Save Game…</source>
        <translation>&amp;Salvar jogo…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="397"/>
        <location filename="../../hexstudio/play/report.py" line="145"/>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="398"/>
        <location filename="../../hexstudio/play/report.py" line="152"/>
        <location filename="../../hexstudio/play/report.py" line="153"/>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="400"/>
        <source>&amp;End Phase</source>
        <translation>&amp;Encerrar fase</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="401"/>
        <source>&amp;Roll the Dice</source>
        <translation>&amp;Rolar os dados</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="402"/>
        <source>Clear Selection</source>
        <translation>Limpar seleção</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="403"/>
        <source>Show Enemy &amp;Zones of Control</source>
        <translation>Mostrar &amp;zonas de engajamento inimigas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="408"/>
        <source>ZOC</source>
        <translation>ZE</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="411"/>
        <source>&amp;Replay a Saved Game…</source>
        <translation>&amp;Rever um jogo salvo…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/files.py" line="37"/>
        <source>Resume the Interrupted Game?</source>
        <translation>Retomar o jogo interrompido?</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/files.py" line="38"/>
        <source>A game of this scenario was not finished (hexstudio stopped during play). Resume it?</source>
        <translation>Um jogo deste cenário não foi terminado (o hexstudio parou durante a partida). Retomá-lo?</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="72"/>
        <location filename="../../hexstudio/play/report.py" line="84"/>
        <source>&lt;b&gt;Dice: %1 = %2&lt;/b&gt; (column %3)&lt;br&gt;%4</source>
        <translation>&lt;b&gt;Dados: %1 = %2&lt;/b&gt; (coluna %3)&lt;br&gt;%4</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="563"/>
        <source>Game over: %1 Points: %2.</source>
        <translation>Fim de jogo: %1 Pontos: %2.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="566"/>
        <source>Game over: a draw (%1).</source>
        <translation>Fim de jogo: empate (%1).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="142"/>
        <source>Undo %1</source>
        <translation>Desfazer %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="144"/>
        <source>Undo (nothing since the last die roll or phase end)</source>
        <translation>Desfazer (nada desde a última rolagem ou fim de fase)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="152"/>
        <source>Redo (nothing undone)</source>
        <translation>Refazer (nada desfeito)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="162"/>
        <source>move of %1</source>
        <translation>movimento de %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="164"/>
        <source>entry of %1</source>
        <translation>entrada de %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="171"/>
        <source>last action</source>
        <translation>última ação</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="193"/>
        <source>Your units are attacked: commit your hidden support.</source>
        <translation>Suas unidades estão sendo atacadas: defina seu apoio oculto.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="196"/>
        <source>Turn %1, %2 phase</source>
        <translation>Turno %1, fase de %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/marks.py" line="134"/>
        <source>land</source>
        <translation>desembarcar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/marks.py" line="140"/>
        <source>drop</source>
        <translation>salto</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/marks.py" line="144"/>
        <source>enter</source>
        <translation>entrar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/marks.py" line="151"/>
        <source>fire</source>
        <translation>fogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/marks.py" line="156"/>
        <source>target</source>
        <translation>alvo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="156"/>
        <location filename="../../hexstudio/play/answers.py" line="206"/>
        <source>retreat</source>
        <translation>recuo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="215"/>
        <source>advance</source>
        <translation>avanço</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="348"/>
        <source>%1 left the map.</source>
        <translation>%1 saiu do mapa.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="367"/>
        <source>Click a highlighted landing hex to carry %1 there by sea.</source>
        <translation>Clique num hexágono de desembarque destacado para levar %1 por mar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="152"/>
        <location filename="../../hexstudio/play/inputs.py" line="67"/>
        <source>Click one of your units to select it.</source>
        <translation>Clique numa de suas unidades para selecioná-la.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="357"/>
        <source>%1: tick the units that move together.</source>
        <translation>%1: marque as unidades que se movem juntas.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="90"/>
        <source>%1 MP left. Click a shaded hex to move there; hover to see the path.</source>
        <translation>Restam %1 PM. Clique num hexágono sombreado para mover; passe o mouse para ver o caminho.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="128"/>
        <source>%1 may land at %2.</source>
        <translation>%1 pode desembarcar em %2.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="131"/>
        <source>%1 may drop at %2.</source>
        <translation>%1 pode saltar em %2.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="134"/>
        <source>%1 may enter at %2.</source>
        <translation>%1 pode entrar em %2.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="68"/>
        <source>Your units at %1 are attacked. Tick the artillery that supports the defence and set the air points, then commit — or give no support. The attacker has already committed and will not see your choice before the dice.</source>
        <translation>Suas unidades em %1 estão sendo atacadas. Marque a artilharia que apoia a defesa e defina os pontos aéreos, depois confirme — ou não dê apoio. O atacante já se comprometeu e não verá sua escolha antes dos dados.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="119"/>
        <location filename="../../hexstudio/play/inputs.py" line="144"/>
        <source>%1 MP</source>
        <translation>%1 PM</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="409"/>
        <source>Show enemy zones of control (Z)</source>
        <translation>Mostrar as zonas de engajamento (ZE) inimigas (Z)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="103"/>
        <source>%1 lands at %2 in good order.</source>
        <translation>%1 aterrissa em %2 em boa ordem.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="105"/>
        <source>%1 lands at %2 scattered: it takes a loss.</source>
        <translation>%1 aterrissa em %2 dispersa: sofre uma baixa.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="108"/>
        <source>(Good order on %1.)</source>
        <translation>(Em boa ordem com %1.)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="110"/>
        <source>&lt;b&gt;Die: %1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;Dado: %1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="112"/>
        <source>Die: %1 — %2</source>
        <translation>Dado: %1 — %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="122"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="166"/>
        <source>carry of %1</source>
        <translation>transporte de %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="168"/>
        <source>sea move of %1</source>
        <translation>movimento marítimo de %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/report.py" line="170"/>
        <source>exit of %1</source>
        <translation>saída de %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="199"/>
        <source>Fire your off-map bombardment pieces in the Combat panel, then hand over.</source>
        <translation>Dispare suas peças de bombardeio fora do mapa no painel Combate e depois passe a vez.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="354"/>
        <source>%1: tick the amphibian and the one unit it carries.</source>
        <translation>%1: marque o anfíbio e a única unidade que ele transporta.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="356"/>
        <source>%1: the unit that moves by sea.</source>
        <translation>%1: a unidade que se move por mar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="398"/>
        <source>Tick the amphibian and the one unit it carries.</source>
        <translation>Marque o anfíbio e a única unidade que ele transporta.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="402"/>
        <source>%1 carries %2: click a highlighted hex; hover to see the path.</source>
        <translation>%1 transporta %2: clique num hexágono destacado; passe o cursor para ver o caminho.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="408"/>
        <source>%1 cannot carry %2 anywhere now: %3</source>
        <translation>%1 não pode transportar %2 para lugar nenhum agora: %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="120"/>
        <source>Carry %1 to %2: %3 MP of the amphibian&apos;s %4 (%5)</source>
        <translation>Transportar %1 até %2: %3 PM dos %4 do anfíbio (%5)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="125"/>
        <location filename="../../hexstudio/play/inputs.py" line="244"/>
        <source>Cannot carry to %1: %2</source>
        <translation>Não é possível transportar até %1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="145"/>
        <source>Path to %1: %2 MP of %3 (%4)</source>
        <translation>Caminho até %1: %2 PM de %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="153"/>
        <location filename="../../hexstudio/play/inputs.py" line="281"/>
        <location filename="../../hexstudio/play/inputs.py" line="292"/>
        <source>Cannot move to %1: %2</source>
        <translation>Não pode mover para %1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="83"/>
        <source>no bombardment pieces left this turn</source>
        <translation>nenhuma peça de bombardeio disponível neste turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="85"/>
        <source>%1: %2 — cannot be bombarded: %3</source>
        <translation>%1: %2 — não pode ser bombardeado: %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="86"/>
        <source>%1: %2 — click to bombard it with your pieces</source>
        <translation>%1: %2 — clique para bombardeá-lo com suas peças</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="89"/>
        <source>%1: %2 — already attacked this turn</source>
        <translation>%1: %2 — já atacado neste turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="90"/>
        <source>%1: %2 — click to pick it as the target</source>
        <translation>%1: %2 — clique para escolhê-lo como alvo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="92"/>
        <source>%1: %2 — pick an enemy hex first</source>
        <translation>%1: %2 — escolha antes um hexágono inimigo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="94"/>
        <source>%1: %2 — click to add to or take out of the attack</source>
        <translation>%1: %2 — clique para incluir ou tirar do ataque</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="100"/>
        <source>%1: out of range (%2 hexes, range %3)</source>
        <translation>%1: fora de alcance (%2 hexágonos, alcance %3)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="102"/>
        <source>%1: %2 — click to add or remove this artillery</source>
        <translation>%1: %2 — clique para incluir ou tirar esta artilharia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="103"/>
        <source>%1: %2 — not next to the target</source>
        <translation>%1: %2 — não está vizinho ao alvo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="204"/>
        <source>Cannot drop at %1: %2</source>
        <translation>Não pode saltar em %1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="227"/>
        <source>%1 is not an entry hex.</source>
        <translation>%1 não é um hexágono de entrada.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="258"/>
        <source>Cannot land at %1: %2</source>
        <translation>Não pode desembarcar em %1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="322"/>
        <source>Click a highlighted hex to drop %1 there; a die decides whether it lands in good order.</source>
        <translation>Clique num hexágono destacado para lançar %1 ali; um dado decide se chega em boa ordem.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="325"/>
        <source>(Good order on %1, otherwise a loss.)</source>
        <translation>(Em boa ordem com %1; senão, uma baixa.)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="341"/>
        <source>Click a highlighted hex to bring %1 on.</source>
        <translation>Clique num hexágono destacado para fazer %1 entrar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="118"/>
        <source>Target %1. Now click your adjacent units to attack, and artillery in range to support.</source>
        <translation>Alvo %1. Agora clique nas suas unidades adjacentes para atacar, e na artilharia ao alcance para apoiar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="129"/>
        <source>The units at %1 have already fought this phase.</source>
        <translation>As unidades em %1 já combateram nesta fase.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="137"/>
        <source>No artillery at %1.</source>
        <translation>Não há artilharia em %1.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="167"/>
        <source>Attacks and bombardments are made in the combat phase.</source>
        <translation>Ataques e bombardeios são feitos na fase de combate.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="174"/>
        <source>Artillery in range:</source>
        <translation>Artilharia ao alcance:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="177"/>
        <source>Click an enemy hex to attack it.</source>
        <translation>Clique num hexágono inimigo para atacá-lo.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="195"/>
        <location filename="../../hexstudio/play/attack.py" line="224"/>
        <source>Target %1: %2</source>
        <translation>Alvo %1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="208"/>
        <source>%1 — PB %2 — %3</source>
        <translation>%1 — PB %2 — %3</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="216"/>
        <source>%1: click a highlighted enemy hex to bombard it, then tick the pieces to fire.</source>
        <translation>%1: clique num hexágono inimigo destacado para bombardeá-lo e marque as peças que vão disparar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="238"/>
        <source>Bombardment pieces (off the map) — ticked: %1 PB</source>
        <translation>Peças de bombardeio (fora do mapa) — marcadas: %1 PB</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="240"/>
        <source>Bombardment pieces (off the map) — ticked: %1 of at most %2 PB a hex</source>
        <translation>Peças de bombardeio (fora do mapa) — marcadas: %1 de no máximo %2 PB por hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="276"/>
        <source>pick the attacking units: click your units next to the target</source>
        <translation>escolha as unidades atacantes: clique nas suas unidades vizinhas ao alvo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="280"/>
        <source>The defender may still add hidden support (artillery, air) after you commit.</source>
        <translation>A defesa ainda pode somar apoio oculto (artilharia, aviação) depois que você confirmar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="282"/>
        <source>The defender could add up to %1 with support.</source>
        <translation>A defesa poderia somar até %1 com apoio.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="283"/>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="283"/>
        <source>Defence</source>
        <translation>Defesa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="283"/>
        <source>Odds</source>
        <translation>Relação de forças</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="283"/>
        <location filename="../../hexstudio/play/attack.py" line="303"/>
        <source>Final column</source>
        <translation>Coluna final</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="289"/>
        <source>pick the artillery: click your guns within range</source>
        <translation>escolha a artilharia: clique nas suas peças ao alcance</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="291"/>
        <source>set the air points to use</source>
        <translation>defina os pontos aéreos a usar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/attack.py" line="294"/>
        <source>tick the pieces to fire</source>
        <translation>marque as peças que vão disparar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="56"/>
        <source>Choose the unit that is withdrawn this turn.</source>
        <translation>Escolha a unidade que se retira neste turno.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="57"/>
        <source>Choose %1 units that are withdrawn this turn.</source>
        <translation>Escolha %1 unidades que se retiram neste turno.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="71"/>
        <source>No support</source>
        <translation>Sem apoio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="75"/>
        <location filename="../../hexstudio/play/answers.py" line="79"/>
        <source>Click a highlighted hex on the map, or a button.</source>
        <translation>Clique num hexágono destacado no mapa, ou num botão.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="76"/>
        <location filename="../../hexstudio/play/answers.py" line="160"/>
        <source>Retreat to %1</source>
        <translation>Recuar para %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="77"/>
        <source>No bridge</source>
        <translation>Sem ponte</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="82"/>
        <source>Stop advancing</source>
        <translation>Parar o avanço</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="85"/>
        <source>Advance %1 to %2</source>
        <translation>Avançar %1 para %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="91"/>
        <source>Defence lost: %1; attack strength given up so far: %2; still owed: %3.</source>
        <translation>Defesa perdida: %1; força de ataque entregue até agora: %2; ainda devido: %3.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="96"/>
        <source>reduced</source>
        <translation>reduzida</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="96"/>
        <source>full</source>
        <translation>completa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="99"/>
        <source>Stop here</source>
        <translation>Parar aqui</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="156"/>
        <source>come back</source>
        <translation>retorno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="157"/>
        <source>bridge</source>
        <translation>ponte</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="160"/>
        <source>Come back at %1</source>
        <translation>Retornar em %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="161"/>
        <source>Bridge the river to %1</source>
        <translation>Lançar ponte até %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="178"/>
        <location filename="../../hexstudio/play/turns.py" line="214"/>
        <source>First answer: %1</source>
        <translation>Responda primeiro: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="210"/>
        <location filename="../../hexstudio/play/turns.py" line="256"/>
        <source>The computer is playing; wait for your turn (or Stop it in the Game panel).</source>
        <translation>O computador está jogando; espere a sua vez (ou interrompa-o no painel Jogo).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="220"/>
        <source>must attack</source>
        <translation>deve atacar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="227"/>
        <source>%1 must still enter this turn (marked in the Reinforcements panel).</source>
        <translation>%1 ainda precisa entrar neste turno (marcada no painel Reforços).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="229"/>
        <source>%1 reinforcements must still enter this turn; they are marked in the Reinforcements panel.</source>
        <translation>%1 reforços ainda precisam entrar neste turno; eles estão marcados no painel Reforços.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="231"/>
        <location filename="../../hexstudio/play/turns.py" line="232"/>
        <location filename="../../hexstudio/play/turns.py" line="234"/>
        <location filename="../../hexstudio/play/turns.py" line="235"/>
        <source>The phase cannot end yet: %1</source>
        <translation>A fase ainda não pode terminar: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="232"/>
        <location filename="../../hexstudio/play/turns.py" line="235"/>
        <location filename="../../hexstudio/play/turns.py" line="243"/>
        <source>End Phase</source>
        <translation>Encerrar fase</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="242"/>
        <source>reinforcements not placed: %1</source>
        <translation>reforços não colocados: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="243"/>
        <source>Still to do: %1. End the phase anyway?</source>
        <translation>Ainda falta: %1. Encerrar a fase assim mesmo?</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="261"/>
        <source>Not allowed: %1</source>
        <translation>Não permitido: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="264"/>
        <source>Rules engine error</source>
        <translation>Erro no motor de regras</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="265"/>
        <source>The rules engine failed on this action, which was not played:
%1: %2</source>
        <translation>O motor de regras falhou nesta ação, que não foi jogada:
%1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/turns.py" line="270"/>
        <source>Autosave failed: %1</source>
        <translation>O salvamento automático falhou: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/files.py" line="75"/>
        <location filename="../../hexstudio/play/files.py" line="82"/>
        <location filename="../../hexstudio/play/files.py" line="88"/>
        <source>Save Game</source>
        <translation>Salvar jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/files.py" line="75"/>
        <location filename="../../hexstudio/play/files.py" line="101"/>
        <location filename="../../hexstudio/play/files.py" line="150"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Jogos salvos (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/files.py" line="88"/>
        <source>The game could not be saved to %1: %2</source>
        <translation>Não foi possível salvar o jogo em %1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/files.py" line="94"/>
        <source>Game saved to %1.</source>
        <translation>Jogo salvo em %1.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/files.py" line="100"/>
        <location filename="../../hexstudio/play/files.py" line="121"/>
        <location filename="../../hexstudio/play/files.py" line="124"/>
        <location filename="../../hexstudio/play/files.py" line="135"/>
        <location filename="../../hexstudio/play/files.py" line="138"/>
        <source>Load Game</source>
        <translation>Carregar jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/files.py" line="143"/>
        <location filename="../../hexstudio/play/mode.py" line="175"/>
        <source>Game loaded from %1.</source>
        <translation>Jogo carregado de %1.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/files.py" line="149"/>
        <source>Replay a Saved Game</source>
        <translation>Rever um jogo salvo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/files.py" line="158"/>
        <location filename="../../hexstudio/play/files.py" line="161"/>
        <source>Replay</source>
        <translation>Rever</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/mode.py" line="206"/>
        <source>It was played on another version of this scenario.</source>
        <translation>Ele foi jogado em outra versão deste cenário.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="148"/>
        <source>— drag the units here to stack them; a click selects the units here.</source>
        <translation>— arraste as unidades até aqui para empilhá-las; um clique seleciona as unidades daqui.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/inputs.py" line="150"/>
        <source>— click (or drag) to move here and stack; to select the units here instead, right-click or press Esc first.</source>
        <translation>— clique (ou arraste) para mover até aqui e empilhar; para selecionar as unidades daqui, clique com o botão direito ou tecle Esc antes.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/answers.py" line="143"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/files.py" line="82"/>
        <source>The folder of the battles included with hexstudio is not written to; save the game in another folder, such as %1.</source>
        <translation>A pasta das batalhas incluídas no hexstudio não é alterada; salve o jogo em outra pasta, como %1.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="62"/>
        <source>At once</source>
        <translation>De uma vez</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="63"/>
        <source>Fast (0.3 s a move)</source>
        <translation>Rápido (0,3 s por lance)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="64"/>
        <source>Normal (0.7 s a move)</source>
        <translation>Normal (0,7 s por lance)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="65"/>
        <source>Slow (1.5 s a move)</source>
        <translation>Lento (1,5 s por lance)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="66"/>
        <source>Very slow (3 s a move)</source>
        <translation>Muito lento (3 s por lance)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="73"/>
        <source>Recruit (quickest)</source>
        <translation>Recruta (o mais rápido)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="74"/>
        <source>Regular</source>
        <translation>Regular</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="75"/>
        <source>Veteran (strongest, slowest)</source>
        <translation>Veterano (o mais forte, o mais lento)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="82"/>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="85"/>
        <source>Computer — %1</source>
        <translation>Computador — %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="100"/>
        <source>movement: %1 of %2 units</source>
        <translation>movimento: %1 de %2 unidades</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="102"/>
        <source>movement: weighing plans, %1 of %2</source>
        <translation>movimento: pesando planos, %1 de %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="104"/>
        <source>answering a question</source>
        <translation>respondendo a uma pergunta</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="106"/>
        <source>choosing its attacks</source>
        <translation>escolhendo seus ataques</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="108"/>
        <source>looking at its other actions</source>
        <translation>examinando suas outras ações</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="109"/>
        <location filename="../../hexstudio/play/computer.py" line="486"/>
        <source>thinking</source>
        <translation>pensando</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="186"/>
        <location filename="../../hexstudio/play/computer.py" line="491"/>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="188"/>
        <location filename="../../hexstudio/play/computer.py" line="262"/>
        <source>Skip to My Turn</source>
        <translation>Pular até a Minha Vez</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="190"/>
        <source>Play the computer&apos;s moves at once, without showing them one by one</source>
        <translation>Jogar os lances do computador de uma vez, sem mostrá-los um a um</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="246"/>
        <source>Computer&apos;s &amp;Pace</source>
        <translation>&amp;Ritmo do Computador</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="265"/>
        <location filename="../../hexstudio/play/computer.py" line="497"/>
        <source>Stop the Computer</source>
        <translation>Parar o Computador</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="387"/>
        <source>The computer stopped: %1</source>
        <translation>O computador parou: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="447"/>
        <source>The computer is stopped. Press Continue to let it play on from here.</source>
        <translation>O computador está parado. Clique em Continuar para que ele siga jogando daqui.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="476"/>
        <source>The computer is stopped.</source>
        <translation>O computador está parado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="480"/>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="486"/>
        <source>playing its moves</source>
        <translation>jogando seus lances</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="487"/>
        <source>Computer (%1) — %2</source>
        <translation>Computador (%1) — %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="489"/>
        <source>Your turn.</source>
        <translation>Sua vez.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="491"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/computer.py" line="497"/>
        <source>Let the Computer Continue</source>
        <translation>Deixar o Computador Continuar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/session.py" line="121"/>
        <source>Nothing of yours to undo: the computer&apos;s moves and answers cannot be taken back.</source>
        <translation>Nada seu a desfazer: os lances e as respostas do computador não podem ser desfeitos.</translation>
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
        <location filename="../../hexstudio/play/text.py" line="210"/>
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
        <location filename="../../hexstudio/play/text.py" line="147"/>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="119"/>
        <location filename="../../hexstudio/play/text.py" line="146"/>
        <source>no effect</source>
        <translation>sem efeito</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="141"/>
        <source>one unit in the hex takes a loss</source>
        <translation>uma unidade no hexágono sofre uma baixa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="142"/>
        <source>{n} step losses in the hex</source>
        <translation>{n} baixas no hexágono</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="144"/>
        <source>the units in the hex are suppressed</source>
        <translation>as unidades no hexágono ficam suprimidas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="157"/>
        <source>Game of &apos;{title}&apos; started (seed {seed}).</source>
        <translation>Jogo de &apos;{title}&apos; iniciado (semente {seed}).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="159"/>
        <source> (night)</source>
        <translation> (noite)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="160"/>
        <source>Turn {label} begins{night}.</source>
        <translation>Começa o turno {label}{night}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="162"/>
        <source>Weather: {w}.</source>
        <translation>Clima: {w}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="167"/>
        <source>Air points this turn: {pts}.</source>
        <translation>Pontos aéreos neste turno: {pts}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="170"/>
        <source>{side}: {phase} phase.</source>
        <translation>{side}: fase de {phase}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="175"/>
        <source>{unit} moved from {a} to {b} ({cost} MP).</source>
        <translation>{unit} moveu de {a} para {b} ({cost} PM).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="176"/>
        <source>{units} moved from {a} to {b} ({cost} MP).</source>
        <translation>{units} moveram de {a} para {b} ({cost} PM).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="178"/>
        <source>{unit} entered the map at {hex}.</source>
        <translation>{unit} entrou no mapa em {hex}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="182"/>
        <source>, supported by {art}</source>
        <translation>, com apoio de {art}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="184"/>
        <source> and {n} air points</source>
        <translation> e {n} pontos aéreos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="186"/>
        <source>, supported by {n} air points</source>
        <translation>, com apoio de {n} pontos aéreos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="189"/>
        <source>{unit} attacks {hex}{extra}.</source>
        <translation>{unit} ataca {hex}{extra}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="190"/>
        <source>{units} attack {hex}{extra}.</source>
        <translation>{units} atacam {hex}{extra}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="193"/>
        <source>The defender commits no support.</source>
        <translation>A defesa não usa apoio.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="194"/>
        <source>The defender commits {art} and {n} air points.</source>
        <translation>A defesa usa {art} e {n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="195"/>
        <source>no artillery</source>
        <translation>nenhuma artilharia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="197"/>
        <source>Dice ({dice}, {purpose}): {faces} = {total}.</source>
        <translation>Dados ({dice}, {purpose}): {faces} = {total}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="201"/>
        <source>no shifts</source>
        <translation>sem deslocamentos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="202"/>
        <source>Combat at {hex}: {a} against {d}, odds {odds} → column {col}; {shifts}; final column {final}; roll {roll}: {result}.</source>
        <translation>Combate em {hex}: {a} contra {d}, relação de forças {odds} → coluna {col}; {shifts}; coluna final {final}; dados {roll}: {result}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="207"/>
        <source>Strategic bombing of {hex}: column {col}; roll {roll}: {result}.</source>
        <translation>Bombardeio estratégico de {hex}: coluna {col}; rolagem {roll}: {result}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="210"/>
        <source>Air attack</source>
        <translation>Ataque aéreo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="211"/>
        <source>{what} on {hex}: value {v} → column {col}, final column {final}; roll {roll}: {result}.</source>
        <translation>{what} em {hex}: valor {v} → coluna {col}, coluna final {final}; dados {roll}: {result}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="217"/>
        <source>{art} bombard {hex}.</source>
        <translation>{art} bombardeia(m) {hex}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="219"/>
        <source>{unit} at {hex} takes a loss.</source>
        <translation>{unit} em {hex} sofre uma baixa.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="221"/>
        <source>{unit} at {hex} is eliminated.</source>
        <translation>Eliminação de {unit} em {hex}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="223"/>
        <source>{unit} retreats from {a} to {b}.</source>
        <translation>{unit} recua de {a} para {b}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="225"/>
        <source>{unit} does not retreat ({why}).</source>
        <translation>{unit} não recua ({why}).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="227"/>
        <source>{unit} leaves the over-full hex {hex}.</source>
        <translation>{unit} deixa o hexágono superlotado {hex}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="229"/>
        <source>{unit} advances from {a} to {b}.</source>
        <translation>{unit} avança de {a} para {b}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="231"/>
        <source>{unit} is suppressed.</source>
        <translation>{unit} sofre supressão.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="233"/>
        <source>Exchange: the defence lost {d} points, the attack {a}.</source>
        <translation>Empate: a defesa perdeu {d} pontos, o ataque {a}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="237"/>
        <source>Reinforcements arrive: {units}.</source>
        <translation>Chegam reforços: {units}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="239"/>
        <source>No port is held where they would land: {units} will never enter.</source>
        <translation>Nenhum porto onde desembarcariam está em poder do seu lado: {units} nunca entrarão.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="242"/>
        <source>{unit} is withdrawn.</source>
        <translation>Retirada de {unit}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="244"/>
        <source>{unit} cannot be withdrawn yet ({why}).</source>
        <translation>A retirada de {unit} ainda não é possível ({why}).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="246"/>
        <source>{unit} recovers.</source>
        <translation>{unit} se recupera.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="250"/>
        <source>in good order</source>
        <translation>em boa ordem</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="251"/>
        <source>scattered: it takes a loss</source>
        <translation>dispersa: sofre uma baixa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="252"/>
        <source>{unit} dropped by parachute on {hex}, {how}.</source>
        <translation>{unit} saltou de paraquedas em {hex}, {how}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="255"/>
        <source>{carrier} carried {unit} from {a} to {b} through the flood.</source>
        <translation>{carrier} transportou {unit} de {a} até {b} pela área inundada.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="258"/>
        <source>{unit} moved by sea from {a} to {b}.</source>
        <translation>{unit} foi por mar de {a} para {b}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="260"/>
        <source>{unit} left the map.</source>
        <translation>{unit} saiu do mapa.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="262"/>
        <source>{unit} was evacuated.</source>
        <translation>Evacuação de {unit}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="264"/>
        <source>End of turn {n}.</source>
        <translation>Fim do turno {n}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="266"/>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="281"/>
        <source>{unit} makes an assault landing.</source>
        <translation>{unit} faz um desembarque de assalto.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="284"/>
        <source>{unit} bridges the river between {a} and {b}.</source>
        <translation>{unit} lança uma ponte sobre o rio entre {a} e {b}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="286"/>
        <source>{unit} is in contact with the enemy and may act freely.</source>
        <translation>{unit} entra em contato com o inimigo e pode agir livremente.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="288"/>
        <source>{unit} is flooded out of {a} and retreats to {b}.</source>
        <translation>{unit} sai de {a} por causa da inundação e recua para {b}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="290"/>
        <source>The fortification at {hex} is destroyed on its capture.</source>
        <translation>A fortificação em {hex} é destruída com sua captura.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="292"/>
        <source>The map changes at {hexes}.</source>
        <translation>O mapa muda em {hexes}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="296"/>
        <source>{unit} is released ({why}).</source>
        <translation>{unit} fica livre ({why}).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="297"/>
        <source>{unit} is released.</source>
        <translation>{unit} fica livre.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="299"/>
        <source>{unit} is removed ({why}).</source>
        <translation>{unit} sai do jogo ({why}).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="302"/>
        <source>{unit} retreats off the map from {hex} and is lost.</source>
        <translation>{unit} recua para fora do mapa a partir de {hex} e se perde.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="303"/>
        <source>{unit} retreats off the map from {hex}; it comes back on turn {n}.</source>
        <translation>{unit} recua para fora do mapa a partir de {hex}; volta no turno {n}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="306"/>
        <source>{unit} cannot come back next to {hex} yet: every hex there is blocked.</source>
        <translation>{unit} ainda não pode voltar ao lado de {hex}: todos os hexágonos ali estão bloqueados.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="308"/>
        <source>{unit} comes back onto the map at {hex}.</source>
        <translation>{unit} volta ao mapa em {hex}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="311"/>
        <source>Strategic bombing of {city}.</source>
        <translation>Bombardeio estratégico de {city}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="313"/>
        <source>{unit} is no longer suppressed.</source>
        <translation>{unit} não está mais sob supressão.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="320"/>
        <source>team</source>
        <translation>equipe</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="321"/>
        <source>squad</source>
        <translation>esquadra</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="322"/>
        <source>section</source>
        <translation>seção</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="323"/>
        <source>platoon</source>
        <translation>pelotão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="324"/>
        <source>company</source>
        <translation>companhia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="325"/>
        <source>battalion</source>
        <translation>batalhão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="326"/>
        <source>regiment</source>
        <translation>regimento</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="327"/>
        <source>brigade</source>
        <translation>brigada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="328"/>
        <source>division</source>
        <translation>divisão</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="329"/>
        <source>corps</source>
        <translation>corpo de exército</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="330"/>
        <source>army</source>
        <translation>exército</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="355"/>
        <source>combat</source>
        <translation>combate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="356"/>
        <source>bombardment</source>
        <translation>bombardeio</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="357"/>
        <source>air attack</source>
        <translation>ataque aéreo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="358"/>
        <source>weather</source>
        <translation>clima</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="363"/>
        <source>parachute drop of {unit}</source>
        <translation>salto de paraquedas de {unit}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="365"/>
        <source>strategic bombing of {hex}</source>
        <translation>bombardeio estratégico de {hex}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="368"/>
        <source>map event</source>
        <translation>evento do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="420"/>
        <source>{side} decides:</source>
        <comment>side: masculine singular</comment>
        <translation>O {side} decide:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="420"/>
        <source>The {side} decide:</source>
        <comment>side: masculine plural</comment>
        <translation>Os {side} decidem:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="421"/>
        <source>{side} decides:</source>
        <comment>side: feminine singular</comment>
        <translation>A {side} decide:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="421"/>
        <source>The {side} decide:</source>
        <comment>side: feminine plural</comment>
        <translation>As {side} decidem:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="423"/>
        <source>{side} air attack on {hex} with {n} air points.</source>
        <comment>side: masculine singular</comment>
        <translation>Ataque aéreo do {side} em {hex} com {n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="424"/>
        <source>Air attack by the {side} on {hex} with {n} air points.</source>
        <comment>side: masculine plural</comment>
        <translation>Ataque aéreo dos {side} em {hex} com {n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="425"/>
        <source>{side} air attack on {hex} with {n} air points.</source>
        <comment>side: feminine singular</comment>
        <translation>Ataque aéreo da {side} em {hex} com {n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="426"/>
        <source>Air attack by the {side} on {hex} with {n} air points.</source>
        <comment>side: feminine plural</comment>
        <translation>Ataque aéreo das {side} em {hex} com {n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="428"/>
        <source>{side} scores {n} VP: {why}.</source>
        <comment>side: masculine singular</comment>
        <translation>O {side} marca {n} PV: {why}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="428"/>
        <source>The {side} score {n} VP: {why}.</source>
        <comment>side: masculine plural</comment>
        <translation>Os {side} marcam {n} PV: {why}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="429"/>
        <source>{side} scores {n} VP: {why}.</source>
        <comment>side: feminine singular</comment>
        <translation>A {side} marca {n} PV: {why}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="429"/>
        <source>The {side} score {n} VP: {why}.</source>
        <comment>side: feminine plural</comment>
        <translation>As {side} marcam {n} PV: {why}.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="431"/>
        <source>{side} uses its air bonus: +{n} air points.</source>
        <comment>side: masculine singular</comment>
        <translation>O {side} usa seu bônus aéreo: +{n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="432"/>
        <source>The {side} use their air bonus: +{n} air points.</source>
        <comment>side: masculine plural</comment>
        <translation>Os {side} usam seu bônus aéreo: +{n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="433"/>
        <source>{side} uses its air bonus: +{n} air points.</source>
        <comment>side: feminine singular</comment>
        <translation>A {side} usa seu bônus aéreo: +{n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="434"/>
        <source>The {side} use their air bonus: +{n} air points.</source>
        <comment>side: feminine plural</comment>
        <translation>As {side} usam seu bônus aéreo: +{n} pontos aéreos.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="436"/>
        <source>{side} wins.</source>
        <comment>side: masculine singular</comment>
        <translation>O {side} vence.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="436"/>
        <source>The {side} win.</source>
        <comment>side: masculine plural</comment>
        <translation>Os {side} vencem.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="437"/>
        <source>{side} wins.</source>
        <comment>side: feminine singular</comment>
        <translation>A {side} vence.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="437"/>
        <source>The {side} win.</source>
        <comment>side: feminine plural</comment>
        <translation>As {side} vencem.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="439"/>
        <source>{side} has no bombardment pieces left this turn. When both sides are done, end the phase.</source>
        <comment>side: masculine singular</comment>
        <translation>O {side} não tem mais peças de bombardeio neste turno. Quando os dois lados terminarem, encerre a fase.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="440"/>
        <source>The {side} have no bombardment pieces left this turn. When both sides are done, end the phase.</source>
        <comment>side: masculine plural</comment>
        <translation>Os {side} não têm mais peças de bombardeio neste turno. Quando os dois lados terminarem, encerre a fase.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="441"/>
        <source>{side} has no bombardment pieces left this turn. When both sides are done, end the phase.</source>
        <comment>side: feminine singular</comment>
        <translation>A {side} não tem mais peças de bombardeio neste turno. Quando os dois lados terminarem, encerre a fase.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="442"/>
        <source>The {side} have no bombardment pieces left this turn. When both sides are done, end the phase.</source>
        <comment>side: feminine plural</comment>
        <translation>As {side} não têm mais peças de bombardeio neste turno. Quando os dois lados terminarem, encerre a fase.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="444"/>
        <source>{side} cannot bombard any hex now.</source>
        <comment>side: masculine singular</comment>
        <translation>O {side} não pode bombardear nenhum hexágono agora.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="444"/>
        <source>The {side} cannot bombard any hex now.</source>
        <comment>side: masculine plural</comment>
        <translation>Os {side} não podem bombardear nenhum hexágono agora.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="445"/>
        <source>{side} cannot bombard any hex now.</source>
        <comment>side: feminine singular</comment>
        <translation>A {side} não pode bombardear nenhum hexágono agora.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="445"/>
        <source>The {side} cannot bombard any hex now.</source>
        <comment>side: feminine plural</comment>
        <translation>As {side} não podem bombardear nenhum hexágono agora.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="447"/>
        <source>Done firing: hand over to {side}</source>
        <comment>side: masculine singular</comment>
        <translation>Fogo encerrado: passar a vez para o {side}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="448"/>
        <source>Done firing: hand over to the {side}</source>
        <comment>side: masculine plural</comment>
        <translation>Fogo encerrado: passar a vez para os {side}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="449"/>
        <source>Done firing: hand over to {side}</source>
        <comment>side: feminine singular</comment>
        <translation>Fogo encerrado: passar a vez para a {side}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="450"/>
        <source>Done firing: hand over to the {side}</source>
        <comment>side: feminine plural</comment>
        <translation>Fogo encerrado: passar a vez para as {side}</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="452"/>
        <source>{side} (the computer) is done with this phase. End the phase when you are done too.</source>
        <comment>side: masculine singular</comment>
        <translation>O {side} (computador) terminou esta fase. Encerre a fase quando você também terminar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="453"/>
        <source>The {side} (the computer) are done with this phase. End the phase when you are done too.</source>
        <comment>side: masculine plural</comment>
        <translation>Os {side} (computador) terminaram esta fase. Encerre a fase quando você também terminar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="454"/>
        <source>{side} (the computer) is done with this phase. End the phase when you are done too.</source>
        <comment>side: feminine singular</comment>
        <translation>A {side} (computador) terminou esta fase. Encerre a fase quando você também terminar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="455"/>
        <source>The {side} (the computer) are done with this phase. End the phase when you are done too.</source>
        <comment>side: feminine plural</comment>
        <translation>As {side} (computador) terminaram esta fase. Encerre a fase quando você também terminar.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="457"/>
        <source>{side} player, your turn — click to continue</source>
        <comment>side: masculine singular</comment>
        <translation>Jogador do {side}, sua vez — clique para continuar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="458"/>
        <source>{side} player, your turn — click to continue</source>
        <comment>side: masculine plural</comment>
        <translation>Jogador dos {side}, sua vez — clique para continuar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="459"/>
        <source>{side} player, your turn — click to continue</source>
        <comment>side: feminine singular</comment>
        <translation>Jogador da {side}, sua vez — clique para continuar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="460"/>
        <source>{side} player, your turn — click to continue</source>
        <comment>side: feminine plural</comment>
        <translation>Jogador das {side}, sua vez — clique para continuar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="338"/>
        <source>hidden defensive support</source>
        <translation>apoio defensivo oculto</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="339"/>
        <source>which unit takes the loss</source>
        <translation>qual unidade sofre a baixa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="340"/>
        <location filename="../../hexstudio/play/text.py" line="341"/>
        <source>the exchange&apos;s losses</source>
        <translation>as baixas da troca</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="342"/>
        <location filename="../../hexstudio/play/text.py" line="345"/>
        <source>where to retreat</source>
        <translation>para onde recuar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="343"/>
        <source>which unit leaves the over-full hex</source>
        <translation>qual unidade sai do hexágono superlotado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="344"/>
        <source>the advance after combat</source>
        <translation>o avanço após o combate</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="346"/>
        <source>where to come back</source>
        <translation>onde voltar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="347"/>
        <source>where to bridge</source>
        <translation>onde lançar a ponte</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="348"/>
        <source>which unit is withdrawn</source>
        <translation>qual unidade é retirada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/text.py" line="350"/>
        <source>a decision</source>
        <translation>uma decisão</translation>
    </message>
</context>
<context>
    <name>ReinforcementPanel</name>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="358"/>
        <source>Drop by parachute instead</source>
        <translation>Lançar de paraquedas</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="411"/>
        <source>May enter this turn or wait for a later one.</source>
        <translation>Pode entrar neste turno ou esperar por um turno posterior.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="430"/>
        <source>No reinforcements waiting this phase.</source>
        <translation>Nenhum reforço aguardando nesta fase.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="400"/>
        <source>%1 — must enter this turn</source>
        <translation>%1 — entrada obrigatória neste turno</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="398"/>
        <source>%1 — entry blocked: waits for a free entry hex</source>
        <translation>%1 — entrada bloqueada: espera um hexágono de entrada livre</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="400"/>
        <source>%1 — may enter now or later</source>
        <translation>%1 — entrada agora ou mais tarde</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="416"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="428"/>
        <source>Pick a unit (or a line: its first unit), then click a highlighted entry hex.</source>
        <translation>Escolha uma unidade (ou uma linha: a sua primeira unidade) e depois clique num hexágono de entrada destacado.</translation>
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
        <location filename="../../hexstudio/play/replay.py" line="91"/>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="94"/>
        <source>|◀ Start</source>
        <translation>|◀ Início</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="94"/>
        <source>◀ Back</source>
        <translation>◀ Voltar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="95"/>
        <source>Forward ▶</source>
        <translation>Avançar ▶</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="96"/>
        <source>End ▶|</source>
        <translation>Fim ▶|</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="133"/>
        <source>Turn %1, %2 (%3) — step %4 of %5</source>
        <translation>Turno %1, %2 (%3) — passo %4 de %5</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/replay.py" line="134"/>
        <source>game over</source>
        <translation>fim de jogo</translation>
    </message>
</context>
<context>
    <name>StackPanel</name>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="208"/>
        <source>Click one of your units to select it.</source>
        <translation>Clique numa de suas unidades para selecioná-la.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="221"/>
        <source>Leave the map</source>
        <translation>Sair do mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="224"/>
        <source>Move by sea…</source>
        <translation>Mover por mar…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="228"/>
        <location filename="../../hexstudio/play/panels.py" line="253"/>
        <source>Carry by amphibian…</source>
        <translation>Transportar por anfíbio…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="231"/>
        <source>The amphibian carries one ticked unit through the flood</source>
        <translation>O anfíbio transporta uma unidade marcada pela área inundada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="236"/>
        <source>Counter</source>
        <translation>Peça</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="252"/>
        <source>Carrying: click a shaded hex (click here to stop)</source>
        <translation>Transportando: clique num hexágono sombreado (clique aqui para parar)</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="71"/>
        <source>Turn:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="72"/>
        <source>Phase:</source>
        <translation>Fase:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="73"/>
        <source>Side to play:</source>
        <translation>Lado a jogar:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="74"/>
        <source>Weather:</source>
        <translation>Clima:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="75"/>
        <source>Air points:</source>
        <translation>Pontos aéreos:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="76"/>
        <source>Victory points:</source>
        <translation>Pontos de vitória:</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="77"/>
        <source>End phase</source>
        <translation>Encerrar fase</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="80"/>
        <source>Use the air bonus</source>
        <translation>Usar o bônus aéreo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="105"/>
        <source>night</source>
        <translation>noite</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="105"/>
        <source>day</source>
        <translation>dia</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="109"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 de %3)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="111"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="117"/>
        <source>game over</source>
        <translation>fim de jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="139"/>
        <source>+%1 air points, once per game</source>
        <translation>+%1 pontos aéreos, uma vez por jogo</translation>
    </message>
    <message>
        <location filename="../../hexstudio/play/panels.py" line="124"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
</TS>
