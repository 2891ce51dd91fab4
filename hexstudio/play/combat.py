"""The combat panel: choose who attacks, see every number before rolling.

It shows the attack and defence totals line by line, the odds and the column
they select, each column shift with its reason, the final column and a bar
chart of the chance of each result -- all from the engine's preview, so what
is shown is what will be rolled on. After the roll it shows the dice and the
result in words.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from html import escape

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app.engine_text import tr_engine
from hexstudio.app.plaintext import plain, tip

# Result families share a colour AND a hatch, so the chart reads without colour.
_STYLE = {
    "defender": (QColor("#2e7d32"), Qt.BrushStyle.SolidPattern),
    "attacker": (QColor("#c62828"), Qt.BrushStyle.BDiagPattern),
    "both": (QColor("#6a1b9a"), Qt.BrushStyle.DiagCrossPattern),
    "none": (QColor("#757575"), Qt.BrushStyle.Dense5Pattern),
}


class ResultChart(QWidget):
    """Horizontal bars: one per distinct result, its chance as a percentage."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play.resultChart")
        self.bars: list[tuple[str, Fraction, str]] = []  # (label, probability, family)
        self.setMinimumHeight(40)

    def set_bars(self, bars: Sequence[tuple[str, Fraction, str]]) -> None:
        self.bars = list(bars)
        self.setMinimumHeight(max(40, 18 * len(self.bars) + 6))
        self.updateGeometry()
        self.update()

    def paintEvent(self, event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = p.fontMetrics()
        label_w = max((fm.horizontalAdvance(b[0]) for b in self.bars), default=0) + 8
        pct_w = fm.horizontalAdvance("100%") + 6
        width = max(10, self.width() - label_w - pct_w - 4)
        top = 3
        for label, prob, family in self.bars:
            color, pattern = _STYLE.get(family, _STYLE["none"])
            p.setPen(self.palette().text().color())
            p.drawText(QRectF(0, top, label_w - 4, 16), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
            w = float(prob) * width
            rect = QRectF(label_w, top + 2, max(w, 1.0), 12)
            p.setPen(QPen(color.darker(140), 1))
            p.setBrush(QBrush(color.lighter(160)))
            p.drawRect(rect)
            p.setBrush(QBrush(color, pattern))
            p.drawRect(rect)
            p.setPen(self.palette().text().color())
            p.drawText(QRectF(label_w + w + 4, top, pct_w, 16), Qt.AlignmentFlag.AlignVCenter, f"{float(prob) * 100:.0f}%")
            top += 18
        p.end()


class CombatPanel(QWidget):
    """Attack, bombardment or air attack on the picked hex. See the module docstring."""

    kindChanged = Signal(str)  # "attack" | "bombard" | "air"
    choicesChanged = Signal()
    rollRequested = Signal()
    cancelRequested = Signal()
    sideChanged = Signal(object)
    handOverRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play.combat")
        self.kinds = QButtonGroup(self)
        row = QHBoxLayout()
        self.kind_buttons: dict[str, QRadioButton] = {}
        for key, text in (("attack", self.tr("Attack")), ("bombard", self.tr("Bombard")), ("air", self.tr("Air attack"))):
            b = QRadioButton(text)
            b.setObjectName(f"play.kind.{key}")
            self.kinds.addButton(b)
            self.kind_buttons[key] = b
            b.toggled.connect(lambda on, k=key: on and self.kindChanged.emit(k))
            row.addWidget(b)
        self.kind_buttons["attack"].setChecked(True)
        # In a phase both sides play (Monte Castelo's bombardment stage) the
        # player says which side fires.
        self.side_row = QWidget()
        sr = QHBoxLayout(self.side_row)
        sr.setContentsMargins(0, 0, 0, 0)
        sr.addWidget(QLabel(self.tr("Side firing:")))
        self.side = QComboBox()
        self.side.setObjectName("play.combatSide")
        self.side.currentIndexChanged.connect(lambda _i: self.sideChanged.emit(self.side.currentData()))
        sr.addWidget(self.side, 1)
        self.side_row.hide()
        # Monte Castelo's stage: a side done firing hands the panel to the other behind the cover.
        self.hand_over = QPushButton()
        self.hand_over.setObjectName("play.handOver")
        self.hand_over.clicked.connect(self.handOverRequested)
        self.hand_over.hide()
        self.target = plain(QLabel(self.tr("Click an enemy hex to attack it.")))
        self.target.setWordWrap(True)
        self.attackers = QListWidget()
        self.attackers.setObjectName("play.attackers")
        self.artillery = QListWidget()
        self.artillery.setObjectName("play.artillery")
        for lst in (self.attackers, self.artillery):
            lst.itemChanged.connect(self._item_changed)
            # A long row (a piece with its command) ends in "…" with the whole in its tooltip,
            # rather than a scroll bar that hides a row of a short list.
            lst.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            lst.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.attackers_label = QLabel(self.tr("Attacking units (adjacent; click their hexes):"))
        self.attackers_label.setWordWrap(True)
        self.artillery_label = QLabel(self.tr("Artillery in range:"))
        self.artillery_label.setWordWrap(True)
        self.air_row = QWidget()
        air_row = QHBoxLayout(self.air_row)
        air_row.setContentsMargins(0, 0, 0, 0)
        air_row.addWidget(QLabel(self.tr("Air points:")))
        self.air = QSpinBox()
        self.air.setObjectName("play.air")
        self.air.valueChanged.connect(lambda _v: self._emit())
        air_row.addWidget(self.air, 1)
        self.preview = QLabel()
        self.preview.setObjectName("play.preview")
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.chart = ResultChart()
        self.legend = QLabel(self.tr("Green, solid: the defender gives ground · red, hatched: the attacker falls back · purple, crossed: exchange · grey, dotted: no effect"))
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("font-size: small; color: #555")
        # The codes on the bars in words ("DRI: the defender retreats one hex").
        self.codes = QLabel()
        self.codes.setObjectName("play.resultCodes")
        self.codes.setWordWrap(True)
        self.codes.setTextFormat(Qt.TextFormat.PlainText)
        self.codes.setStyleSheet("font-size: small")
        self.roll = QPushButton(self.tr("Roll the dice"))
        self.roll.setObjectName("play.roll")
        self.roll.clicked.connect(self.rollRequested)
        self.cancel = QPushButton(self.tr("Clear"))
        self.cancel.clicked.connect(self.cancelRequested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.roll, 1)
        buttons.addWidget(self.cancel)
        self.result = QLabel()
        self.result.setObjectName("play.result")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        lay = QVBoxLayout(self)
        lay.addLayout(row)
        lay.addWidget(self.side_row)
        lay.addWidget(self.target)
        lay.addWidget(self.attackers_label)
        lay.addWidget(self.attackers)
        lay.addWidget(self.artillery_label)
        lay.addWidget(self.artillery)
        lay.addWidget(self.air_row)
        lay.addWidget(self.preview)
        lay.addWidget(self.chart)
        lay.addWidget(self.legend)
        lay.addLayout(buttons)
        lay.addWidget(self.hand_over)
        lay.addWidget(self.result)
        # Reference, below the buttons: the Roll button stays in sight in a small window.
        lay.addWidget(self.codes)
        lay.addStretch(1)
        self._filling = False
        self.roll.setEnabled(False)

    def set_sides(self, sides: Sequence[tuple[str, str]]) -> None:
        """Offer a choice of side (id, name); an empty list hides it (the phase names its side)."""
        current = self.side.currentData()
        self.side.blockSignals(True)
        self.side.clear()
        for sid, name in sides:
            self.side.addItem(name, sid)
        idx = self.side.findData(current)
        self.side.setCurrentIndex(max(idx, 0))
        self.side.blockSignals(False)
        self.side_row.setVisible(bool(sides))

    def kind(self) -> str:
        return next(k for k, b in self.kind_buttons.items() if b.isChecked())

    def set_kind(self, kind: str) -> None:
        self.kind_buttons[kind].setChecked(True)

    def set_choices(
        self,
        target: str,
        attackers: Sequence[tuple[str, str, bool]],
        artillery: Sequence[tuple[str, str, bool]],
        air_max: int,
        air: int,
    ) -> None:
        """Fill the lists: (unit id, text, checked) each."""
        self._filling = True
        self.target.setText(target)
        kind = self.kind()
        picking = bool(attackers or artillery or air_max)
        self.attackers.setVisible(picking and kind == "attack")
        self.attackers_label.setVisible(picking and kind == "attack")
        self.artillery.setVisible(picking and kind != "air")
        self.artillery_label.setVisible(picking and kind != "air")
        self.air_row.setVisible(picking and kind != "bombard")
        for lst, rows in ((self.attackers, attackers), (self.artillery, artillery)):
            lst.clear()
            for uid, text, on in rows:
                item = QListWidgetItem(text)
                item.setToolTip(tip(text))
                item.setData(Qt.ItemDataRole.UserRole, uid)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
                lst.addItem(item)
        self.air.setMaximum(max(0, air_max))
        self.air.setValue(min(air, air_max))
        self.air.setEnabled(air_max > 0 and kind != "bombard")
        for lst in (self.attackers, self.artillery):
            rows = max(1, min(lst.count(), 5))
            lst.setFixedHeight(rows * max(lst.sizeHintForRow(0), 16) + 2 * lst.frameWidth() + 2)
        self._filling = False

    def set_artillery_title(self, text: str) -> None:
        """The heading over the fire list: guns in range, or the stage's off-map pieces with their PB total."""
        self.artillery_label.setText(text)

    @staticmethod
    def _checked(lst: QListWidget) -> list[str]:
        return [
            lst.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(lst.count())
            if lst.item(i).checkState() == Qt.CheckState.Checked
        ]

    def checked_attackers(self) -> list[str]:
        return self._checked(self.attackers)

    def checked_artillery(self) -> list[str]:
        return self._checked(self.artillery)

    def _item_changed(self, _item: QListWidgetItem) -> None:
        self._emit()

    def _emit(self) -> None:
        if not self._filling:
            self.choicesChanged.emit()

    def show_preview(self, lines_html: str, bars: Sequence[tuple[str, Fraction, str]], can_roll: bool,
                     codes: Sequence[str] = ()) -> None:
        """The preview lines, the chance of each result and, for a table of codes,
        what each code on the bars means (``codes``, one line each)."""
        self.preview.setText(lines_html)
        self.chart.set_bars(bars)
        self.chart.setVisible(bool(bars))
        self.legend.setVisible(bool(bars))
        self.codes.setText("\n".join(codes))
        self.codes.setVisible(bool(bars) and bool(codes))
        self.roll.setEnabled(can_roll)

    def show_result(self, html: str) -> None:
        self.result.setText(html)


def preview_html(p, tr_attack: str, tr_defence: str, tr_odds: str, tr_final: str, hidden_note: str,  # type: ignore[no-untyped-def]
                 name=None) -> str:
    """The ground-combat preview as lines: totals, odds, shifts with reasons, final column."""

    def label(c) -> str:  # type: ignore[no-untyped-def]
        return escape(name(c.unit) if name is not None and c.unit else tr_engine(c.label))

    att = ", ".join(f"{label(c)} {c.value}" for c in p.attack)
    dfn = ", ".join(f"{label(c)} {c.value}" for c in p.defence)
    lines = [f"<b>{escape(tr_attack)} {p.attack_total}</b>: {att}", f"<b>{escape(tr_defence)} {p.defence_total}</b>: {dfn}"]
    lines.append(f"{escape(tr_odds)} <b>{escape(p.odds.label)}</b> → {escape(p.base_label)}")
    for s in p.shifts:
        lines.append("&nbsp;&nbsp;" + escape(tr_engine(s.describe())))
    lines.append(f"{escape(tr_final)} <b>{escape(p.final_label)}</b>")
    if hidden_note:
        lines.append(f"<i>{escape(hidden_note)}</i>")
    return "<br>".join(lines)


def cell_family(codes: Sequence[str], results: dict) -> str:  # type: ignore[type-arg]
    """Who a CRT cell goes against: "defender" (gives ground), "attacker" (falls back), "both", "none"."""
    effects = [results[c] for c in codes if c in results]
    if any(e.exchange for e in effects):
        return "both"
    attacker_bad = any(e.side == "attacker" and (e.retreat or e.eliminate) for e in effects) or any(
        e.side == "defender" and e.opponent_retreats for e in effects)
    defender_bad = any(e.side == "defender" and (e.retreat or e.eliminate) for e in effects)
    if defender_bad and not attacker_bad:
        return "defender"
    if attacker_bad:
        return "attacker"
    if any(e.step_losses for e in effects):
        return "both"
    return "none"


def result_bars(outcomes, family) -> list[tuple[str, Fraction, str]]:  # type: ignore[no-untyped-def]
    """Group the preview's outcome lines by result cell, in table order;
    ``family(cell)`` says whom the result goes against."""
    order: list[str] = []
    prob: dict[str, Fraction] = {}
    for o in outcomes:
        if o.cell not in prob:
            order.append(o.cell)
            prob[o.cell] = Fraction(0)
        prob[o.cell] += o.probability
    return [(cell, prob[cell], family(cell)) for cell in order]
