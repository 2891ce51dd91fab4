<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>Digitizer</name>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="266"/>
        <source>Scan Suggestions</source>
        <translation>Sugestões do Scan</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="274"/>
        <source>Suggest Terrain from Scan…</source>
        <translation>Sugerir Terreno a partir do Scan…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="333"/>
        <source>Terrain: %1</source>
        <translation>Terreno: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="336"/>
        <source>Overlay: %1</source>
        <translation>Sobreposição: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="338"/>
        <location filename="../../hexstudio/digitize/dock.py" line="352"/>
        <source>Coastal hexes</source>
        <translation>Hexágonos costeiros</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="341"/>
        <source>Hexside: %1</source>
        <translation>Lado de hexágono: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="343"/>
        <source>Road: %1</source>
        <translation>Estrada: %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="422"/>
        <source>The map&apos;s painting gives the examples; %1, the default terrain, has none yet: pick one or two hexes of it.</source>
        <translation>A pintura do mapa fornece os exemplos; %1, o terreno padrão, ainda não tem nenhum: escolha um ou dois hexágonos dele.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="444"/>
        <source> and %n more</source>
        <translation>
            <numerusform> e mais %n</numerusform>
            <numerusform> e mais %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="469"/>
        <source>Click on the scan where it shows %1.</source>
        <translation>Clique no scan onde ele mostra %1.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="497"/>
        <source>Give an example of each terrain first: choose it under Examples, press Pick on Map and click a hex of it on the scan.</source>
        <translation>Dê antes um exemplo de cada terreno: escolha-o em Exemplos, aperte Escolher no Mapa e clique num hexágono dele no scan.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="512"/>
        <source>Measuring the scan…</source>
        <translation>Medindo o scan…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="512"/>
        <location filename="../../hexstudio/digitize/dock.py" line="528"/>
        <source>Suggesting…</source>
        <translation>Sugerindo…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="519"/>
        <source>Stopping…</source>
        <translation>Parando…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="524"/>
        <source>Reading the scan…</source>
        <translation>Lendo o scan…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="525"/>
        <source>Finding the scan&apos;s inks…</source>
        <translation>Identificando as tintas do scan…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="526"/>
        <source>Measuring every hex…</source>
        <translation>Medindo cada hexágono…</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="527"/>
        <source>Following hexsides and roads…</source>
        <translation>Seguindo lados de hexágono e estradas…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="549"/>
        <source>%n hex(es) suggested.</source>
        <translation>
            <numerusform>%n hexágono sugerido.</numerusform>
            <numerusform>%n hexágonos sugeridos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="551"/>
        <source>%n hex(es) lie off the scan and get no suggestion.</source>
        <translation>
            <numerusform>%n hexágono fica fora do scan e não recebe sugestão.</numerusform>
            <numerusform>%n hexágonos ficam fora do scan e não recebem sugestão.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="571"/>
        <source>Stopped. Nothing was changed.</source>
        <translation>Interrompido. Nada foi alterado.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="585"/>
        <source>The scan or the grid changed: suggest again.</source>
        <translation>O scan ou a grade mudou: sugira de novo.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="690"/>
        <source>Replace Painted Hexes?</source>
        <translation>Substituir Hexágonos Pintados?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="691"/>
        <source>%n hex(es) already painted would change.</source>
        <translation>
            <numerusform>%n hexágono já pintado mudaria.</numerusform>
            <numerusform>%n hexágonos já pintados mudariam.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="693"/>
        <source>Replace their terrain, overlays or coastal flag with the suggestion? (%1)</source>
        <translation>Substituir o terreno, as sobreposições ou a marca de costa pela sugestão? (%1)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="694"/>
        <source>Replace</source>
        <translation>Substituir</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="695"/>
        <source>Keep Painted</source>
        <translation>Manter o Pintado</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="704"/>
        <source>Accept scan suggestion for %1</source>
        <translation>Aceitar sugestão do scan para %1</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="706"/>
        <source>Accept scan suggestion for %1/%2</source>
        <translation>Aceitar sugestão do scan para %1/%2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="750"/>
        <source>Repaint %1 as %2</source>
        <translation>Repintar %1 como %2</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="764"/>
        <source>No suggestion left at or above %1 %.</source>
        <translation>Nenhuma sugestão restante com %1 % ou mais.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="769"/>
        <source>Accept %n scan suggestion(s)</source>
        <translation>
            <numerusform>Aceitar %n sugestão do scan</numerusform>
            <numerusform>Aceitar %n sugestões do scan</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="789"/>
        <source>No suggestions yet.</source>
        <translation>Ainda não há sugestões.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="791"/>
        <source>Nothing left to review: the map agrees with the scan&apos;s suggestions.</source>
        <translation>Nada mais a revisar: o mapa concorda com as sugestões do scan.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="794"/>
        <source>%n suggestion(s) to review, least certain first</source>
        <translation>
            <numerusform>%n sugestão a revisar, as menos certas primeiro</numerusform>
            <numerusform>%n sugestões a revisar, as menos certas primeiro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="794"/>
        <source>%n uncertain (outlined in red).</source>
        <translation>
            <numerusform>%n incerta (contornada em vermelho).</numerusform>
            <numerusform>%n incertas (contornadas em vermelho).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="814"/>
        <source>coastal</source>
        <translation>costeiro</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="815"/>
        <source>%1 of %2 — hex %3: %4 (%5)</source>
        <translation>%1 de %2 — hexágono %3: %4 (%5)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="818"/>
        <source>On the map now: %1. Most likely: %2.</source>
        <translation>No mapa agora: %1. Mais prováveis: %2.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="827"/>
        <source>river or line</source>
        <translation>rio ou linha</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="827"/>
        <source>road</source>
        <translation>estrada</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="829"/>
        <source>%1 of %2 — %3 %4 between %5 and %6 (%7)</source>
        <translation>%1 de %2 — %3 %4 entre %5 e %6 (%7)</translation>
    </message>
</context>
<context>
    <name>DigitizerPanel</name>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="197"/>
        <source>1. Examples</source>
        <translation>1. Exemplos</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="103"/>
        <source>Pick on Map</source>
        <translation>Escolher no Mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="105"/>
        <source>Click hexes on the scan that show what is chosen above; right-click to take one back.</source>
        <translation>Clique nos hexágonos do scan que mostram o que está escolhido acima; clique com o botão direito para desfazer um.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="107"/>
        <source>Example of</source>
        <translation>Exemplo de</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="107"/>
        <source>Where</source>
        <translation>Onde</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="110"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="111"/>
        <source>Use Current Painting</source>
        <translation>Usar a Pintura Atual</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="112"/>
        <source>Every painted hex, overlay, coastal flag, river and road of the map becomes an example.</source>
        <translation>Cada hexágono pintado, sobreposição, marca de costa, rio e estrada do mapa vira um exemplo.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="113"/>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="197"/>
        <source>2. Suggest and Review</source>
        <translation>2. Sugerir e Revisar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="127"/>
        <source>Suggest from Scan</source>
        <translation>Sugerir a partir do Scan</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="129"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="134"/>
        <source>Calibrate the scan, give an example of each terrain, then suggest.</source>
        <translation>Calibre o scan, dê um exemplo de cada terreno e então sugira.</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="136"/>
        <source>Show suggestions on the map</source>
        <translation>Mostrar as sugestões no mapa</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="155"/>
        <source>Previous (P)</source>
        <translation>Anterior (P)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="156"/>
        <source>Next (N)</source>
        <translation>Próxima (N)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="157"/>
        <source>Accept (A)</source>
        <translation>Aceitar (A)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="158"/>
        <source>Reject (D)</source>
        <translation>Rejeitar (D)</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="160"/>
        <source>Paint this hex with another terrain instead (keys 1 to 9).</source>
        <translation>Pintar este hexágono com outro terreno (teclas 1 a 9).</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="161"/>
        <source>Repaint</source>
        <translation>Repintar</translation>
    </message>
    <message>
        <location filename="../../hexstudio/digitize/dock.py" line="166"/>
        <source>Accept All at or Above</source>
        <translation>Aceitar Todas com Pelo Menos</translation>
    </message>
</context>
</TS>
