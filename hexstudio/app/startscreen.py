"""The page shown when no scenario is open: the bundled battles and recent files."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QIcon,
    QKeySequence,
    QPainter,
    QPalette,
    QPixmap,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from hexstudio.app import startcache
from hexstudio.app.plaintext import plain, tip
from hexstudio.app.problem_text import problem_text
from hexstudio.app.settings import Settings
from hexstudio.app.thumbnail import render_thumbnail
from hexstudio.paths import bundled_scenarios
from hexstudio.scenario.io import ScenarioError, load_scenario
from hexstudio.scenario.model import text_in

THUMB = QSize(160, 120)
TUTORIAL_FILE = "tutorial.json"
DESCRIPTION_ROLE = Qt.ItemDataRole.UserRole + 2
PATH_ROLE = Qt.ItemDataRole.UserRole
BROKEN_ROLE = Qt.ItemDataRole.UserRole + 1


@dataclass
class BundledEntry:
    path: Path
    title: str
    lines: list[str]
    error: str | None = None
    thumbnail: QPixmap | None = None
    description: str = ""


class EntryDelegate(QStyledItemDelegate):
    """A list entry as a heading line in bold and detail lines below, beside its picture."""

    PAD = 6

    def _fonts(self, option: QStyleOptionViewItem) -> tuple[QFont, QFont]:
        bold = QFont(option.font)
        bold.setBold(True)
        bold.setPointSizeF(option.font.pointSizeF() * 1.15)
        return bold, QFont(option.font)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        bold, normal = self._fonts(opt)
        lines = (index.data(Qt.ItemDataRole.DisplayRole) or "").split("\n")
        height = QFontMetrics(bold).lineSpacing() + QFontMetrics(normal).lineSpacing() * (len(lines) - 1)
        icon = opt.decorationSize.height() if index.data(Qt.ItemDataRole.DecorationRole) is not None else 0
        width = max(QFontMetrics(normal).horizontalAdvance(x) for x in lines) + opt.decorationSize.width()
        return QSize(width + 3 * self.PAD, max(height, icon) + 2 * self.PAD)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, opt, painter, opt.widget)
        rect = opt.rect.adjusted(self.PAD, self.PAD, -self.PAD, -self.PAD)
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        x = rect.left()
        if isinstance(icon, QIcon):
            size = opt.decorationSize
            icon.paint(painter, QRect(x, rect.top(), size.width(), size.height()))
            x += size.width() + self.PAD
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        colour = index.data(Qt.ItemDataRole.ForegroundRole)
        pen = (
            opt.palette.color(QPalette.ColorRole.HighlightedText)
            if selected
            else (colour.color() if isinstance(colour, QBrush) else opt.palette.color(QPalette.ColorRole.Text))
        )
        bold, normal = self._fonts(opt)
        lines = (index.data(Qt.ItemDataRole.DisplayRole) or "").split("\n")
        painter.save()
        painter.setPen(pen)
        y = rect.top()
        width = rect.right() - x
        for i, line in enumerate(lines):
            font = bold if i == 0 else normal
            fm = QFontMetrics(font)
            painter.setFont(font)
            text = fm.elidedText(line, Qt.TextElideMode.ElideRight, width)
            painter.drawText(x, y + fm.ascent(), text)
            y += fm.lineSpacing()
        painter.restore()


class StartScreen(QWidget):
    """Pick a battle to open. Emits ``openRequested(path)``; the window opens it."""

    openRequested = Signal(str)
    openDialogRequested = Signal()

    def __init__(self, settings: Settings, language: str, parent: QWidget | None = None, fill_now: bool = True) -> None:
        """``fill_now=False``: describe the bundled battles only when the screen is
        first shown (the window opening a file at start never shows it)."""
        super().__init__(parent)
        self.setObjectName("startScreen")
        self._settings = settings
        self._language = language
        self._thumb_cache: dict[tuple[str, float], QPixmap | None] = {}
        self._filled = False

        heading = QLabel(self.tr("Choose a battle"))
        f = heading.font()
        f.setPointSizeF(f.pointSizeF() * 1.6)
        f.setBold(True)
        heading.setFont(f)
        hint = QLabel(self.tr("Double-click a scenario or press Enter to open it."))
        hint.setWordWrap(True)

        self.bundled_list = QListWidget()
        self.bundled_list.setObjectName("bundledList")
        self.bundled_list.setIconSize(THUMB)
        self.bundled_list.setSpacing(4)
        self.bundled_list.setWordWrap(True)
        self.bundled_list.setUniformItemSizes(False)
        self.bundled_list.itemActivated.connect(self._activate)
        self.bundled_list.currentItemChanged.connect(self._show_details)
        self._delegate = EntryDelegate(self)
        self.bundled_list.setItemDelegate(self._delegate)
        self.details = plain(QLabel())
        self.details.setObjectName("scenarioDetails")
        self.details.setWordWrap(True)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.setMinimumHeight(self.details.fontMetrics().lineSpacing() * 5)
        self.about_data_button = QPushButton(self.tr("About This Battle’s Data…"))
        self.about_data_button.setObjectName("aboutDataButton")
        self.about_data_button.setToolTip(self.tr("What comes from the printed game, what was reconstructed and how to correct it"))
        self.about_data_button.clicked.connect(self.show_about_data)
        self.about_data_button.setEnabled(False)
        self.about_data: QWidget | None = None
        bundled_box = QGroupBox(self.tr("Scenarios included with hexstudio"))
        lay = QVBoxLayout(bundled_box)
        lay.addWidget(self.bundled_list, 1)
        lay.addWidget(self.details)
        about_row = QHBoxLayout()
        about_row.addWidget(self.about_data_button)
        about_row.addStretch(1)
        lay.addLayout(about_row)

        self.recent_list = QListWidget()
        self.recent_list.setObjectName("recentList")
        self.recent_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.recent_list.itemActivated.connect(self._activate)
        self.recent_list.currentItemChanged.connect(self._update_buttons)
        self.recent_list.setItemDelegate(self._delegate)
        self.recent_list.setSpacing(2)
        self.remove_button = QPushButton(self.tr("Remove from list"))
        self.remove_button.clicked.connect(self.remove_selected_recent)
        self.clear_button = QPushButton(self.tr("Clear list"))
        self.clear_button.clicked.connect(self._clear_recent)
        self.empty_recent = QLabel(self.tr("Scenarios you open will be listed here."))
        self.empty_recent.setWordWrap(True)
        self.empty_recent.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        recent_box = QGroupBox(self.tr("Recent files"))
        rl = QVBoxLayout(recent_box)
        rl.addWidget(self.recent_list)
        rl.addWidget(self.empty_recent)
        rb = QHBoxLayout()
        rb.addWidget(self.remove_button)
        rb.addWidget(self.clear_button)
        rb.addStretch(1)
        rl.addLayout(rb)
        QShortcut(QKeySequence.StandardKey.Delete, self.recent_list, self.remove_selected_recent)

        self.open_button = QPushButton(self.tr("Open a scenario file…"))
        self.open_button.clicked.connect(self.openDialogRequested)

        lists = QHBoxLayout()
        lists.addWidget(bundled_box, 3)
        lists.addWidget(recent_box, 2)
        bottom = QHBoxLayout()
        bottom.addWidget(self.open_button)
        bottom.addStretch(1)

        root = QVBoxLayout(self)
        root.setContentsMargins(24, 18, 24, 18)
        root.addWidget(heading)
        root.addWidget(hint)
        root.addLayout(lists, 1)
        root.addLayout(bottom)

        if fill_now:
            self.refresh()
        else:
            self.refresh_recent()

    # --- filling -----------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._filled:
            # Once the event loop turns: a window shown and then opened on a
            # file at once (``hexstudio FILE``) has hidden this page by then.
            QTimer.singleShot(0, self._fill_if_shown)

    def _fill_if_shown(self) -> None:
        if self.isVisible():
            self.ensure_filled()

    def ensure_filled(self) -> None:
        """Describe the bundled battles if that was left for the first showing."""
        if not self._filled:
            self.refresh_bundled()

    def refresh(self) -> None:
        self.refresh_bundled()
        self.refresh_recent()

    def refresh_bundled(self) -> None:
        self._filled = True
        self.bundled_list.clear()
        # The tutorial first: it is where a new player should start.
        paths = sorted(bundled_scenarios(), key=lambda p: (p.name != TUTORIAL_FILE, p.name))
        for path in paths:
            self.bundled_list.addItem(self._bundled_item(self._describe(path)))
        if not paths:
            item = QListWidgetItem(self.tr("No scenarios were found in the installation."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.bundled_list.addItem(item)
        elif self.bundled_list.count():
            self.bundled_list.setCurrentRow(0)

    def _describe(self, path: Path) -> BundledEntry:
        kept = startcache.load(path, self._language)
        if kept is not None:
            facts, thumbnail = kept
        else:
            try:
                s = load_scenario(path)
            except ScenarioError as e:
                return BundledEntry(path, path.name, [], error=self._report(e))
            info = s.info
            lang = self._language
            facts = {
                "title": text_in(info.title, lang) or s.id,
                "sub": " · ".join(x for x in (text_in(info.subtitle, lang), text_in(info.period, lang)) if x),
                "columns": s.map.columns, "rows": s.map.rows, "units": len(s.units),
                "source": text_in(info.source, lang) if info.source else "",
                "description": text_in(info.description, lang),
            }  # fmt: skip
            thumbnail = self._thumbnail(path, s)
            startcache.store(path, lang, facts, thumbnail)
        lines = [facts["sub"]] if facts.get("sub") else []
        lines.append(
            self.tr("Map %1 × %2 hexes · %n unit(s)", "", int(facts["units"]))
            .replace("%1", str(facts["columns"]))
            .replace("%2", str(facts["rows"]))
        )
        source = self.tr("Source: %1").replace("%1", facts["source"]) if facts.get("source") else ""
        about = [facts.get("description", ""), source]
        return BundledEntry(
            path,
            facts["title"],
            lines,
            thumbnail=thumbnail,
            description="\n\n".join(x for x in about if x),
        )

    def _report(self, error: ScenarioError, limit: int = 20) -> str:
        """A file's problems in the interface language: a heading, then one per line with its JSON path."""
        lines = [self.tr("%n problem(s):", "", len(error.problems))]
        lines += [f"  {problem_text(p)}" for p in error.problems[:limit]]
        if len(error.problems) > limit:
            lines.append("  " + self.tr("… and %n more", "", len(error.problems) - limit))
        return "\n".join(lines)

    def _thumbnail(self, path: Path, scenario: object) -> QPixmap | None:
        try:
            key = (str(path), path.stat().st_mtime)
        except OSError:
            return None
        if key not in self._thumb_cache:
            self._thumb_cache[key] = render_thumbnail(scenario, path.parent, THUMB)  # type: ignore[arg-type]
        return self._thumb_cache[key]

    def _bundled_item(self, e: BundledEntry) -> QListWidgetItem:
        item = QListWidgetItem()
        item.setData(PATH_ROLE, str(e.path))
        if e.error is not None:
            first = e.error.splitlines()[1].strip() if len(e.error.splitlines()) > 1 else e.error
            item.setText(f"{e.title}\n" + self.tr("Cannot be opened: %1").replace("%1", first))
            item.setToolTip(tip(e.error))
            item.setForeground(QBrush(QColor("#b00020")))
            item.setData(BROKEN_ROLE, e.error)
        else:
            item.setText("\n".join([e.title, *e.lines]))
            item.setToolTip(tip(str(e.path)))
            item.setData(DESCRIPTION_ROLE, e.description)
        if e.thumbnail is not None:
            item.setIcon(QIcon(e.thumbnail))
        return item

    def _show_details(self, item: QListWidgetItem | None, *args: object) -> None:
        if item is None:
            self.details.clear()
            self.about_data_button.setEnabled(False)
            return
        broken = item.data(BROKEN_ROLE)
        self.details.setText(broken if broken else item.data(DESCRIPTION_ROLE) or "")
        self.about_data_button.setEnabled(not broken and bool(item.data(PATH_ROLE)))

    def show_about_data(self) -> None:
        """The "about this battle's data" page of the battle chosen in the list."""
        from hexstudio.app.aboutdata import AboutDataDialog

        item = self.bundled_list.currentItem()
        path = item.data(PATH_ROLE) if item is not None else None
        if not path:
            return
        try:
            scenario = load_scenario(path)
        except ScenarioError:
            return  # the entry already says why it cannot be opened
        dlg = AboutDataDialog(scenario, self._language, self)
        self.about_data = dlg
        dlg.open()

    def refresh_recent(self) -> None:
        self.recent_list.clear()
        for name in self._settings.recent_files():
            p = Path(name)
            item = QListWidgetItem()
            item.setData(PATH_ROLE, name)
            item.setToolTip(tip(name))
            if p.is_file():
                item.setText(f"{p.name}\n{p.parent}")
            else:
                item.setText(self.tr("%1 — file not found").replace("%1", p.name) + f"\n{p.parent}")
                item.setForeground(self.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
                item.setData(BROKEN_ROLE, "missing")
            self.recent_list.addItem(item)
        has = self.recent_list.count() > 0
        self.recent_list.setVisible(has)
        self.empty_recent.setVisible(not has)
        self.clear_button.setEnabled(has)
        self._update_buttons()

    # --- actions -----------------------------------------------------------
    def _activate(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if path:
            self.openRequested.emit(path)

    def _update_buttons(self, *args: object) -> None:
        self.remove_button.setEnabled(self.recent_list.currentItem() is not None)

    def remove_selected_recent(self) -> None:
        item = self.recent_list.currentItem()
        if item is None:
            return
        self._settings.remove_recent_file(item.data(PATH_ROLE))
        self.refresh_recent()

    def _clear_recent(self) -> None:
        self._settings.clear_recent_files()
        self.refresh_recent()
