<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Digitizer</name>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="444"/>
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="549"/>
        <source>%n hex(es) suggested.</source>
        <translation>
            <numerusform>%n hex suggested.</numerusform>
            <numerusform>%n hexes suggested.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="551"/>
        <source>%n hex(es) lie off the scan and get no suggestion.</source>
        <translation>
            <numerusform>%n hex lies off the scan and gets no suggestion.</numerusform>
            <numerusform>%n hexes lie off the scan and get no suggestion.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="691"/>
        <source>%n hex(es) already painted would change.</source>
        <translation>
            <numerusform>%n hex already painted would change.</numerusform>
            <numerusform>%n hexes already painted would change.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="769"/>
        <source>Accept %n scan suggestion(s)</source>
        <translation>
            <numerusform>Accept %n scan suggestion</numerusform>
            <numerusform>Accept %n scan suggestions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="794"/>
        <source>%n suggestion(s) to review, least certain first</source>
        <translation>
            <numerusform>%n suggestion to review, least certain first</numerusform>
            <numerusform>%n suggestions to review, least certain first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/digitize/dock.py" line="794"/>
        <source>%n uncertain (outlined in red).</source>
        <translation>
            <numerusform>%n uncertain (outlined in red).</numerusform>
            <numerusform>%n uncertain (outlined in red).</numerusform>
        </translation>
    </message>
</context>
</TS>
