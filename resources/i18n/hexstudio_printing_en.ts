<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>PrintDialog</name>
    <message numerus="yes">
        <location filename="../../hexstudio/printing/dialog.py" line="360"/>
        <source>%n page(s) in all.</source>
        <translation>
            <numerusform>%n page in all.</numerusform>
            <numerusform>%n pages in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/printing/dialog.py" line="376"/>
        <source>%n countersheet(s), fronts and backs.</source>
        <translation>
            <numerusform>%n countersheet, fronts and backs.</numerusform>
            <numerusform>%n countersheets, fronts and backs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hexstudio/printing/dialog.py" line="378"/>
        <source>%n page(s) of player aids.</source>
        <translation>
            <numerusform>%n page of player aids.</numerusform>
            <numerusform>%n pages of player aids.</numerusform>
        </translation>
    </message>
</context>
</TS>
