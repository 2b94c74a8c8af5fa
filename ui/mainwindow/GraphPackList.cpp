#include "mainwindow/GraphPackList.h"

#include "settings/AppSettings.h"
#include "settings/GraphPacks.h"

#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace gpui {
namespace {

constexpr int kGraphId = Qt::UserRole + 1;

} // namespace

GraphPackList::GraphPackList(QWidget* parent)
    : QWidget(parent)
    , note_(new QLabel(this))
    , tree_(new QTreeWidget(this))
    , openFolder_(new QPushButton(this))
{
    note_->setWordWrap(true);
    note_->setTextFormat(Qt::PlainText);
    note_->setForegroundRole(QPalette::PlaceholderText);
    tree_->setColumnCount(2);
    tree_->setRootIsDecorated(true);
    tree_->header()->setStretchLastSection(true);
    tree_->setMinimumHeight(120);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(openFolder_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(note_);
    layout->addWidget(tree_);
    layout->addLayout(buttons);
    connect(tree_, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item) { switched(item); });
    connect(openFolder_, &QPushButton::clicked, this, [] {
        QDir().mkpath(GraphPacks::folder());
        QDesktopServices::openUrl(QUrl::fromLocalFile(GraphPacks::folder()));
    });
    connect(GraphPacks::notifier(), &GraphPacks::changed, this, &GraphPackList::refresh);
    retranslate();
}

void GraphPackList::refresh()
{
    filling_ = true;
    tree_->clear();
    const QStringList off = settings::graphsSwitchedOff().get();
    for (const GraphPacks::Installed& i : GraphPacks::installed()) {
        auto* pack = new QTreeWidgetItem(tree_);
        pack->setText(0, QString::fromStdString(i.pack.title));
        QStringList about;
        for (const std::string* s : {&i.pack.version, &i.pack.author, &i.pack.licence})
            if (!s->empty())
                about << QString::fromStdString(*s);
        pack->setText(1, about.join(QStringLiteral(" · ")));
        pack->setToolTip(0, QDir::toNativeSeparators(i.path));
        for (const gp::PackGraph& g : i.pack.graphs) {
            const QString id = QString::fromStdString(g.graph.id);
            auto* graph = new QTreeWidgetItem(pack);
            graph->setText(0, QString::fromStdString(g.graph.title));
            graph->setData(0, kGraphId, id);
            if (g.usable()) {
                graph->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
                graph->setCheckState(0, off.contains(id) ? Qt::Unchecked : Qt::Checked);
                graph->setText(1, tr("%n node(s)", nullptr, static_cast<int>(g.graph.nodes.size())));
            } else {
                graph->setFlags(Qt::ItemIsSelectable);
                graph->setText(1, tr("a draft with problems: not in use"));
            }
        }
        pack->setExpanded(true);
    }
    tree_->resizeColumnToContents(0);
    filling_ = false;
}

void GraphPackList::switched(QTreeWidgetItem* item)
{
    if (filling_ || !item->data(0, kGraphId).isValid())
        return;
    const QString id = item->data(0, kGraphId).toString();
    QStringList off = settings::graphsSwitchedOff().get();
    off.removeAll(id);
    if (item->checkState(0) == Qt::Unchecked)
        off.append(id);
    settings::graphsSwitchedOff().set(off);
    // The flowcharts, the study and the proposal follow at once; the list is rebuilt after this signal returns.
    QMetaObject::invokeMethod(this, [] { GraphPacks::load(); }, Qt::QueuedConnection);
}

void GraphPackList::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void GraphPackList::retranslate()
{
    note_->setText(tr("Graph packs add a team's own decision graphs to the flowcharts, the study and the proposal "
                      "(File > Import Graph Pack). A graph switched off here is left out until it is switched on."));
    tree_->setHeaderLabels({tr("Graph pack"), tr("Version, author, licence")});
    tree_->setAccessibleName(tr("Installed graph packs"));
    openFolder_->setText(tr("Open the packs' folder"));
    openFolder_->setAutoDefault(false);
    refresh();
}

} // namespace gpui
