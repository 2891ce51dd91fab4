"""Does every visible text fit its widget? Font metrics against the room Qt gave.

``cut_texts(root)`` walks the visible widgets under ``root`` and names each
label, button, check box, combo box, spin box, tab, group box title and dock
title whose text is wider than the space it is drawn in (or, for a wrapping
label, taller). A text shortened on purpose -- ending in "…" with the whole
text in its tooltip -- is not a fault.

The measures follow Qt's own styles: the space a style adds around a text
(a push button's margin, a tab's padding) is asked of the style, so a text
is called cut only when Qt really clips or elides it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QMainWindow,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionGroupBox,
    QTabBar,
    QToolButton,
    QWidget,
)

ELLIPSIS = "…"
SLACK = 1  # px: rounding between metrics and layout


def _plain(text: str) -> str:
    # "&File" shows as "File"; "&&" as "&".
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _intended_elision(widget: QWidget, text: str, shown: str | None = None) -> bool:
    """A text shortened on purpose shows "…" and carries the whole in its tooltip."""
    tip = widget.toolTip()
    return bool(tip) and text.strip() in tip and (shown is None or shown.endswith(ELLIPSIS) or text.endswith(ELLIPSIS))


def _hidden_x(w: QWidget) -> int:
    """Pixels of ``w``'s width its ancestors cut off at the left or right
    (a panel wider than its scroll area's viewport). Height is not counted:
    a form longer than its panel scrolls, as forms do."""
    cut = 0
    left = 0
    a = w.parentWidget()
    x = w.x()
    while a is not None:
        left = max(left, -x)
        cut = max(cut, x + w.width() - a.width())
        if a.isWindow():
            break
        x += a.x()
        a = a.parentWidget()
    return max(cut, 0) + left


def _name(w: QWidget) -> str:
    return f"{type(w).__name__}({w.objectName() or '-'})"


def _label(w: QLabel) -> str | None:
    text = w.text()
    if not text or (w.pixmap() is not None and not w.pixmap().isNull()):
        return None
    rect = w.contentsRect()
    m = w.margin()
    room = QSize(rect.width() - 2 * m - _hidden_x(w), rect.height() - 2 * m)
    rich = w.textFormat() == Qt.TextFormat.RichText or (
        w.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    )
    if w.wordWrap():
        if _hidden_x(w) > 0:
            return f"{_name(w)} '{_short(text)}': {_hidden_x(w)} px of its lines lie outside its panel"
        if w.hasHeightForWidth():
            need_h = w.heightForWidth(w.width())
            if need_h > w.height() + SLACK:
                return f"{_name(w)} '{_short(text)}' needs {need_h} px of height, has {w.height()}"
        # A single word longer than the line cannot wrap.
        fm = w.fontMetrics()
        words = (_strip_tags(text) if rich else text).split()
        longest = max((fm.horizontalAdvance(x) for x in words), default=0)
        if longest > room.width() + SLACK:
            return f"{_name(w)} '{_short(text)}': a word needs {longest} px, the line has {room.width()}"
        return None
    if rich:
        doc = QTextDocument()
        doc.setDefaultFont(w.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        need = int(doc.idealWidth() + 0.999)
    else:
        fm = w.fontMetrics()
        need = max(fm.horizontalAdvance(line) for line in text.split("\n"))
    if w.indent() > 0:
        need += w.indent()
    if need > room.width() + SLACK and not _intended_elision(w, text):
        return f"{_name(w)} '{_short(text)}' needs {need} px, has {room.width()}"
    return None


def _strip_tags(html: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText()


def _button(w: QAbstractButton) -> str | None:
    text = _plain(w.text())
    if not text:
        return None
    fm = w.fontMetrics()
    style = w.style()
    need = fm.horizontalAdvance(text)
    if not w.icon().isNull():
        need += w.iconSize().width() + 4
    if isinstance(w, QCheckBox):
        need += style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, w)
        need += style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, w)
    elif isinstance(w, QRadioButton):
        need += style.pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth, None, w)
        need += style.pixelMetric(QStyle.PixelMetric.PM_RadioButtonLabelSpacing, None, w)
    elif isinstance(w, QPushButton):
        need += 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, w)
        need += 2 * style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, w)
        if w.menu() is not None:
            need += style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, None, w)
    elif isinstance(w, QToolButton):
        if w.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
            return None
        need = w.sizeHint().width() - 2  # tool buttons size to their text exactly
    has = w.width() - _hidden_x(w)
    if need > has + SLACK and not _intended_elision(w, text):
        return f"{_name(w)} '{_short(text)}' needs {need} px, has {has}"
    return None


def _combo(w: QComboBox) -> str | None:
    text = w.currentText()
    if not text:
        return None
    opt = QStyleOptionComboBox()
    w.initStyleOption(opt) if hasattr(w, "initStyleOption") else None
    opt.initFrom(w)
    opt.editable = w.isEditable()
    field = w.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, w)
    need = w.fontMetrics().horizontalAdvance(text) + 2  # Qt draws the label 1 px in from each side
    if not w.itemIcon(w.currentIndex()).isNull():
        need += w.iconSize().width() + 4
    has = field.width() - _hidden_x(w)
    if need > has + SLACK and not _intended_elision(w, text):
        return f"{_name(w)} '{_short(text)}' needs {need} px, has {has}"
    return None


def _spin(w: QAbstractSpinBox) -> str | None:
    text = w.text()
    edit = w.lineEdit()
    if not text or edit is None:
        return None
    margins = edit.textMargins().left() + edit.textMargins().right() + 4  # QLineEdit's own 2 px margin each side
    room = edit.contentsRect().width() - margins - _hidden_x(w)
    need = w.fontMetrics().horizontalAdvance(text)
    if need > room + SLACK:
        return f"{_name(w)} '{_short(text)}' needs {need} px, has {room}"
    return None


def _tabs(w: QTabBar) -> list[str]:
    out = []
    fm = w.fontMetrics()
    space = w.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, w)
    vertical = w.shape() in (
        QTabBar.Shape.RoundedEast,
        QTabBar.Shape.RoundedWest,
        QTabBar.Shape.TriangularEast,
        QTabBar.Shape.TriangularWest,
    )
    for i in range(w.count()):
        text = _plain(w.tabText(i))
        if not text:
            continue
        r = w.tabRect(i)
        length = r.height() if vertical else r.width()
        need = fm.horizontalAdvance(text) + space
        if not w.tabIcon(i).isNull():
            need += w.iconSize().width() + 4
        for side in (QTabBar.ButtonPosition.LeftSide, QTabBar.ButtonPosition.RightSide):
            b = w.tabButton(i, side)
            if b is not None and b.isVisible():
                need += b.width()
        if need > length + SLACK and w.tabToolTip(i).find(text) < 0:
            out.append(f"{_name(w)} tab '{_short(text)}' needs {need} px, has {length}")
        elif (r.bottom() > w.height() + SLACK) if vertical else (r.right() > w.width() + SLACK):
            # Tabs that do not fit the bar hide behind its scroll arrows.
            out.append(f"{_name(w)} tab '{_short(text)}' lies beyond the end of its bar")
    return out


def _group(w: QGroupBox) -> str | None:
    title = _plain(w.title())
    if not title:
        return None
    opt = QStyleOptionGroupBox()
    opt.initFrom(w)
    opt.text = w.title()
    opt.subControls = QStyle.SubControl.SC_GroupBoxLabel | QStyle.SubControl.SC_GroupBoxFrame
    if w.isCheckable():
        opt.subControls |= QStyle.SubControl.SC_GroupBoxCheckBox
    opt.lineWidth = 1
    opt.textAlignment = w.alignment()
    label = w.style().subControlRect(QStyle.ComplexControl.CC_GroupBox, opt, QStyle.SubControl.SC_GroupBoxLabel, w)
    need = w.fontMetrics().horizontalAdvance(title)
    if label.right() > w.width() - _hidden_x(w) + SLACK or label.width() + SLACK < need:
        return f"{_name(w)} title '{_short(title)}' needs {need} px (ends at {label.right()}), box is {w.width()}"
    return None


def _dock(w: QDockWidget) -> str | None:
    title = _plain(w.windowTitle())
    if not title or w.isFloating():
        return None
    # A dock whose title shows as a tab is measured as a tab; tabified docks have no title bar.
    bar = w.titleBarWidget()
    if bar is not None:
        return None
    style = w.style()
    button = style.pixelMetric(QStyle.PixelMetric.PM_TitleBarButtonIconSize, None, w) + 4
    buttons = 0
    feats = w.features()
    if feats & QDockWidget.DockWidgetFeature.DockWidgetClosable:
        buttons += 1
    if feats & QDockWidget.DockWidgetFeature.DockWidgetFloatable:
        buttons += 1
    margin = style.pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleMargin, None, w)
    need = w.fontMetrics().horizontalAdvance(title) + 2 * margin + buttons * button
    if need > w.width() + SLACK:
        return f"{_name(w)} title '{_short(title)}' needs {need} px, has {w.width()}"
    return None


def _short(text: str) -> str:
    one = " ".join(text.split())
    return one if len(one) <= 60 else one[:57] + "..."


def _showing(w: QWidget, root: QWidget) -> bool:
    """Visible, with some size, and not hidden inside a collapsed parent."""
    if not w.isVisibleTo(root) or not w.isVisible():
        return False
    # A dock behind another's tab is moved out of the window, not hidden.
    # (Inside a scroll area a widget may lie outside the viewport: scrolled.)
    a: QWidget | None = w
    while a is not None and not a.isWindow():
        parent = a.parentWidget()
        if parent is None:
            break
        in_scroll = (
            isinstance(parent.parentWidget(), QAbstractScrollArea) and parent.objectName() == "qt_scrollarea_viewport"
        )
        if not in_scroll and not a.geometry().intersects(parent.rect()):
            return False
        a = parent
    return True


def cut_texts(root: QWidget) -> list[str]:
    """Every visible text under ``root`` (``root`` included) that does not fit."""
    problems: list[str] = []
    tabified_titles: set[int] = set()
    for w in [root, *root.findChildren(QWidget)]:
        if not _showing(w, root):
            continue
        if isinstance(w, QLabel):
            p = _label(w)
        elif isinstance(w, QAbstractButton):
            p = _button(w)
        elif isinstance(w, QComboBox):
            p = _combo(w)
        elif isinstance(w, QAbstractSpinBox):
            p = _spin(w)
        elif isinstance(w, QTabBar):
            problems.extend(_tabs(w))
            p = None
        elif isinstance(w, QGroupBox):
            p = _group(w)
        elif isinstance(w, QDockWidget) and id(w) not in tabified_titles:
            p = _dock(w)
        else:
            p = None
        if p is not None:
            problems.append(p)
    return problems


def cut_texts_every_tab(window: QMainWindow, within: QWidget | None = None) -> list[str]:
    """``cut_texts`` of the window as shown, then again with each dock that
    waits behind another's tab brought forward (the dock shown before comes
    back). ``within`` limits the report to one part of the window."""
    from PySide6.QtWidgets import QApplication

    root = within if within is not None else window
    found = dict.fromkeys(cut_texts(root))
    docks = [d for d in window.findChildren(QDockWidget) if d.parentWidget() is window and d.isVisible()]
    seen: set[int] = set()
    for dock in docks:
        group = [dock, *window.tabifiedDockWidgets(dock)]
        if id(dock) in seen or len(group) < 2:
            continue
        seen.update(id(d) for d in group)
        front = next((d for d in group if not d.visibleRegion().isEmpty()), dock)
        for d in group:
            if d is front:
                continue
            d.raise_()
            QApplication.processEvents()
            found.update(
                dict.fromkeys(
                    f"[{_plain(d.windowTitle())} tab] {p}"
                    for p in cut_texts(d)
                    if within is None or within.isAncestorOf(d) or d is within or d.isAncestorOf(within)
                )
            )
        front.raise_()
        QApplication.processEvents()
    return list(found)


def squeezed(root: QWidget) -> list[str]:
    """Text widgets shown with no room at all (0 px wide or high)."""
    out = []
    for w in root.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, QLabel | QAbstractButton | QComboBox) and (w.width() <= 1 or w.height() <= 1):
            text = w.text() if hasattr(w, "text") else w.currentText()  # type: ignore[union-attr]
            if text:
                out.append(f"{_name(w)} '{_short(text)}' is {w.width()}x{w.height()}")
    return out


def used_fm(w: QWidget) -> QFontMetrics:
    return w.fontMetrics()
