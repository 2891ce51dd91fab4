<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CalibrationDialog</name>
    <message numerus="yes">
        <location filename="../../hexstudio/editor/calibrate.py" line="260"/>
        <source>Type the number printed on each hex you clicked (%n still to type).</source>
        <translation>
            <numerusform>Type the number printed on each hex you clicked (%n still to type).</numerusform>
            <numerusform>Type the number printed on each hex you clicked (%n still to type).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/editor/calibrate.py" line="265"/>
        <source>%n more hex(es) needed.</source>
        <translation>
            <numerusform>%n more hex needed.</numerusform>
            <numerusform>%n more hexes needed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../hexstudio/app/mainwindow.py" line="592"/>
        <source>The map was drawn with %n warning(s): %1</source>
        <translation>
            <numerusform>The map was drawn with %n warning: %1</numerusform>
            <numerusform>The map was drawn with %n warnings: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/mainwindow.py" line="777"/>
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>… and %n more problem</numerusform>
            <numerusform>… and %n more problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/mainwindow.py" line="778"/>
        <source>%n problem(s) in %1:</source>
        <translation>
            <numerusform>%n problem in %1:</numerusform>
            <numerusform>%n problems in %1:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioInfo</name>
    <message numerus="yes">
        <location filename="../../hexstudio/app/dialogs.py" line="35"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/dialogs.py" line="38"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message numerus="yes">
        <location filename="../../hexstudio/app/startscreen.py" line="281"/>
        <source>Map %1 × %2 hexes · %n unit(s)</source>
        <translation>
            <numerusform>Map %1 × %2 hexes · %n unit</numerusform>
            <numerusform>Map %1 × %2 hexes · %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/startscreen.py" line="297"/>
        <source>%n problem(s):</source>
        <translation>
            <numerusform>%n problem:</numerusform>
            <numerusform>%n problems:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/app/startscreen.py" line="300"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
</TS>
