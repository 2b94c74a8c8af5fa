// The graph editor's commands: each makes the graph (or pack) it leads to with the core's edits (decision/GraphEdit.h)
// and hands it to the document as one undoable step.
#include "flowchart/editor/GraphEditor.h"

#include "settings/AppSettings.h"
#include "presenters/Content.h"
#include "settings/GraphPacks.h"
#include "common/MessageBox.h"
#include "decision/GraphEdit.h"
#include "decision/GraphJson.h"
#include "decision/GraphLibrary.h"
#include "flowchart/FlowchartScene.h"
#include "flowchart/FlowchartView.h"
#include "flowchart/editor/NodeEditPanel.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>

#include <set>

namespace gpui {
namespace {

std::size_t nodeCount(const gp::GraphPack& pack)
{
    std::size_t n = 0;
    for (const gp::PackGraph& g : pack.graphs)
        n += g.graph.nodes.size();
    return n;
}

// An id made from a title: lower-case letters and digits, the rest as '-'.
std::string slug(const QString& title)
{
    std::string out;
    for (const QChar c : title.toLower()) {
        const char a = c.toLatin1();
        if ((a >= 'a' && a <= 'z') || (a >= '0' && a <= '9'))
            out += a;
        else if (!out.empty() && out.back() != '-')
            out += '-';
        if (out.size() >= 40)
            break;
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out.empty() ? std::string("graph") : out;
}

constexpr const char* kOwnPack = "my-graphs";

} // namespace

void GraphEditor::addNode(gp::NodeKind kind)
{
    if (document_->readOnly() || !document_->isOpen())
        return;
    if (nodeCount(document_->pack()) >= gp::kMaxPackNodes) {
        status_->setText(tr("A pack holds at most %1 nodes.").arg(gp::kMaxPackNodes));
        return;
    }
    gp::Graph g = document_->graph();
    const gp::Node* from = g.node(document_->selection().node);
    // After a question, or an action that does not lead on yet; elsewhere the node stands alone until an answer
    // leads to it (the problem list says so).
    const bool attach = from && (from->kind == gp::NodeKind::Question ||
                                 (from->kind == gp::NodeKind::Action && from->choices.empty()));
    const QString label = attach ? tr("Answer %1").arg(from->choices.size() + 1) : QString();
    const QString text = kind == gp::NodeKind::Question ? tr("New question") : tr("New recommendation");
    const std::string id = gp::addNode(g, kind, text.toStdString(), attach ? from->id : std::string(),
                                       label.toStdString());
    document_->edit(g, kind == gp::NodeKind::Question ? tr("Add a question") : tr("Add a recommendation"), {id, {}});
    panel_->focusText();
}

void GraphEditor::beginAnswer()
{
    const gp::Node* from = document_->graph().node(document_->selection().node);
    if (document_->readOnly() || !from) {
        status_->setText(tr("Select the node the answer starts from, then Add Answer."));
        return;
    }
    answerFrom_ = from->id;
    showStatus();
}

void GraphEditor::finishAnswer(const std::string& target)
{
    gp::Graph g = document_->graph();
    const std::string from = answerFrom_;
    answerFrom_.clear();
    const gp::Node* node = g.node(from);
    if (!node || !g.node(target)) {
        showStatus();
        return;
    }
    const QString label = tr("Answer %1").arg(node->choices.size() + 1);
    const std::string choice = gp::addAnswer(g, from, target, label.toStdString());
    document_->edit(g, tr("Add an answer"), {from, choice});
    panel_->focusText();
}

void GraphEditor::deleteSelection()
{
    if (document_->readOnly())
        return;
    const GraphEditDocument::Selection sel = document_->selection();
    gp::Graph g = document_->graph();
    if (!sel.choice.empty()) {
        if (gp::removeAnswer(g, sel.node, sel.choice))
            document_->edit(g, tr("Remove an answer"), {sel.node, {}});
        return;
    }
    if (!g.node(sel.node))
        return;
    std::vector<std::string> gone = gp::hangingOff(g, sel.node);
    if (!gone.empty()) {
        const QString name = nodeName(sel.node);
        const int hanging = static_cast<int>(gone.size());
        DeleteChoice choice = DeleteChoice::Cancel;
        if (askDelete_) {
            choice = askDelete_(name, hanging);
        } else {
            QMessageBox box(QMessageBox::Question, tr("Delete Node"),
                            tr("“%1” leads to nodes that nothing else leads to: %2. Delete them with it?").arg(name).arg(hanging),
                            QMessageBox::Cancel, this);
            box.setTextFormat(Qt::PlainText);
            QPushButton* all = box.addButton(tr("Delete with What Hangs Off It"), QMessageBox::DestructiveRole);
            QPushButton* one = box.addButton(tr("Delete Only This Node"), QMessageBox::AcceptRole);
            box.setDefaultButton(all);
            box.exec();
            choice = box.clickedButton() == all   ? DeleteChoice::WithWhatHangsOff
                     : box.clickedButton() == one ? DeleteChoice::OnlyThisNode
                                                  : DeleteChoice::Cancel;
        }
        if (choice == DeleteChoice::Cancel)
            return;
        if (choice == DeleteChoice::OnlyThisNode)
            gone.clear();
    }
    gone.push_back(sel.node);
    gp::removeNodes(g, gone);
    document_->edit(g, gone.size() > 1 ? tr("Delete a node with what hangs off it") : tr("Delete a node"), {});
}

void GraphEditor::duplicateSelection()
{
    if (document_->readOnly() || nodeCount(document_->pack()) >= gp::kMaxPackNodes)
        return;
    gp::Graph g = document_->graph();
    const std::string copy = gp::duplicateNode(g, document_->selection().node);
    if (!copy.empty())
        document_->edit(g, tr("Duplicate a node"), {copy, {}});
}

void GraphEditor::selectNext(int delta)
{
    const gp::Graph& g = document_->graph();
    if (g.nodes.empty())
        return;
    const std::size_t n = g.nodes.size();
    const std::size_t at = g.indexOf(document_->selection().node);
    const std::size_t next = at >= n ? (delta > 0 ? 0 : n - 1) : delta > 0 ? (at + 1) % n : (at + n - 1) % n;
    document_->select({g.nodes[next].id, {}});
}

std::string GraphEditor::freshGraphId(const std::string& stem) const
{
    std::set<std::string> taken;
    for (const gp::Graph& g : gp::builtinGraphs())
        taken.insert(g.id);
    for (const GraphPacks::Installed& i : GraphPacks::installed())
        for (const gp::PackGraph& g : i.pack.graphs)
            taken.insert(g.graph.id);
    for (const gp::PackGraph& g : document_->pack().graphs)
        taken.insert(g.graph.id);
    std::string id = stem;
    for (int n = 2; taken.count(id); ++n)
        id = stem + "-" + std::to_string(n);
    return id;
}

gp::GraphPack GraphEditor::ownPack(QString* path) const
{
    if (!document_->readOnly() && document_->isOpen()) {
        *path = document_->path();
        return document_->pack();
    }
    *path = GraphPacks::installedPath(kOwnPack);
    for (GraphPacks::Installed& i : GraphPacks::installed())
        if (i.path == *path)
            return std::move(i.pack);
    // No own pack yet (or one that does not read, which is kept): a new one, under a free name.
    const std::string id = GraphPacks::freshPackId(kOwnPack);
    *path = GraphPacks::installedPath(id);
    gp::GraphPack pack;
    pack.id = id;
    pack.title = tr("My decision graphs").toStdString();
    pack.author = qEnvironmentVariable("USER").toStdString();
    pack.version = "1.0";
    return pack;
}

void GraphEditor::newGraph(const QString& title)
{
    QString path;
    gp::GraphPack pack = ownPack(&path);
    if (pack.graphs.size() >= gp::kMaxPackGraphs || nodeCount(pack) >= gp::kMaxPackNodes) {
        status_->setText(tr("A pack holds at most %1 graphs and %2 nodes.").arg(gp::kMaxPackGraphs).arg(gp::kMaxPackNodes));
        return;
    }
    const std::string cleanTitle = title.trimmed().isEmpty() ? tr("New graph").toStdString() : title.trimmed().toStdString();
    if (!gp::isPlainText(cleanTitle)) {
        status_->setText(tr("A graph's title is plain text: markup and control characters are not kept."));
        return;
    }
    gp::Graph g;
    g.id = freshGraphId(slug(QString::fromStdString(cleanTitle)));
    g.title = cleanTitle;
    const std::string start = gp::addNode(g, gp::NodeKind::Question, tr("New question").toStdString());
    fitted_ = false;
    if (path != document_->path())
        document_->open(path, pack, {});
    pack.graphs.push_back({g, {}});
    document_->editPack(pack, tr("New graph “%1”").arg(QString::fromStdString(cleanTitle)), g.id);
    document_->select({start, {}});
    panel_->focusText();
}

void GraphEditor::newGraphWithDialog()
{
    bool ok = false;
    const QString title = QInputDialog::getText(this, tr("New Graph"), tr("Title of the new graph:"), QLineEdit::Normal,
                                                tr("New graph"), &ok);
    if (ok)
        newGraph(title);
}

void GraphEditor::copyIntoPack()
{
    if (!document_->readOnly() || !document_->isOpen())
        return;
    gp::Graph copy = document_->graph();
    QString path;
    gp::GraphPack pack = ownPack(&path);
    if (pack.graphs.size() >= gp::kMaxPackGraphs || nodeCount(pack) + copy.nodes.size() > gp::kMaxPackNodes) {
        status_->setText(tr("A pack holds at most %1 graphs and %2 nodes.").arg(gp::kMaxPackGraphs).arg(gp::kMaxPackNodes));
        return;
    }
    copy.id = freshGraphId(copy.id + "-own");
    copy.title = tr("%1 (own copy)").arg(content(copy.title)).toStdString();
    copy.shortTitle = tr("%1 (own)").arg(content(copy.shortTitle.empty() ? copy.title : copy.shortTitle)).toStdString();
    fitted_ = false;
    document_->open(path, pack, {});
    pack.graphs.push_back({copy, {}});
    document_->editPack(pack, tr("Copy a built-in graph into a pack"), copy.id);
    fillGraphList();
}

bool GraphEditor::exportPack(const QString& path)
{
    if (document_->readOnly() || document_->pack().graphs.empty())
        return false;
    const QString why = GraphPacks::write(document_->pack(), path);
    if (!why.isEmpty())
        status_->setText(tr("The pack could not be saved to %1: %2").arg(QDir::toNativeSeparators(path), why));
    return why.isEmpty();
}

void GraphEditor::exportWithDialog()
{
    if (document_->readOnly())
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Graph Pack"),
        settings::lastDirectory().get() + QLatin1Char('/') + QString::fromStdString(document_->pack().id) +
            QStringLiteral(".gpgraphs"),
        tr("Graph packs (*.gpgraphs)"));
    if (path.isEmpty())
        return;
    settings::lastDirectory().set(QFileInfo(path).absolutePath());
    if (exportPack(path))
        status_->setText(tr("The pack is saved as %1.").arg(QDir::toNativeSeparators(path)));
}

void GraphEditor::editPackDetails()
{
    if (document_->readOnly())
        return;
    gp::GraphPack pack = document_->pack();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Pack Details"));
    auto* title = new QLineEdit(QString::fromStdString(pack.title), &dialog);
    auto* author = new QLineEdit(QString::fromStdString(pack.author), &dialog);
    auto* version = new QLineEdit(QString::fromStdString(pack.version), &dialog);
    auto* licence = new QLineEdit(QString::fromStdString(pack.licence), &dialog);
    licence->setPlaceholderText(tr("An SPDX identifier such as CC-BY-4.0"));
    auto* description = new QPlainTextEdit(QString::fromStdString(pack.description), &dialog);
    auto* problem = new QLabel(&dialog);
    problem->setTextFormat(Qt::PlainText);
    problem->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    auto* form = new QFormLayout(&dialog);
    form->addRow(tr("Id"), new QLabel(QString::fromStdString(pack.id), &dialog));
    form->addRow(tr("Title"), title);
    form->addRow(tr("Author"), author);
    form->addRow(tr("Version"), version);
    form->addRow(tr("Licence"), licence);
    form->addRow(tr("Description"), description);
    form->addRow(problem);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, [&] {
        for (const QString& t : {title->text(), author->text(), version->text(), licence->text(), description->toPlainText()})
            if (!gp::isPlainText(t.toStdString())) {
                problem->setText(tr("Markup and control characters are not kept: the pack's texts are plain."));
                return;
            }
        if (title->text().trimmed().isEmpty()) {
            problem->setText(tr("A pack has a title."));
            return;
        }
        dialog.accept();
    });
    if (dialog.exec() != QDialog::Accepted)
        return;
    pack.title = title->text().trimmed().toStdString();
    pack.author = author->text().trimmed().toStdString();
    pack.version = version->text().trimmed().toStdString();
    pack.licence = licence->text().trimmed().toStdString();
    pack.description = description->toPlainText().trimmed().toStdString();
    document_->editPack(pack, tr("Edit the pack's details"), document_->graph().id);
    fillGraphList();
}

} // namespace gpui
