#include "flowchart/editor/NodeEditPanel.h"

#include "flowchart/editor/AnswerRow.h"
#include "flowchart/editor/EditFields.h"
#include "flowchart/FlowchartWidgets.h"

#include "presenters/Content.h"
#include "presenters/Names.h"
#include "decision/GraphCheck.h"
#include "decision/GraphEdit.h"
#include "decision/GraphJson.h"

#include <QComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace gpui {
namespace {

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

QPlainTextEdit* textBox(QWidget* parent, int lines)
{
    auto* e = new QPlainTextEdit(parent);
    e->setTabChangesFocus(true);
    e->setMaximumHeight(e->fontMetrics().lineSpacing() * lines + 12);
    return e;
}

std::string joined(const std::vector<std::string>& parts, const std::string& separator)
{
    std::string out;
    for (const std::string& p : parts)
        out += (out.empty() ? "" : separator) + p;
    return out;
}

std::vector<std::string> split(const QString& text, const QString& separator)
{
    std::vector<std::string> out;
    for (const QString& part : text.split(separator, Qt::SkipEmptyParts))
        if (!part.trimmed().isEmpty())
            out.push_back(part.trimmed().toStdString());
    return out;
}

constexpr gp::NodeKind kKinds[] = {gp::NodeKind::Question, gp::NodeKind::Action, gp::NodeKind::Recommendation,
                                   gp::NodeKind::Outcome};

} // namespace

using editfields::narrow;
using editfields::problemLabel;
using editfields::setIfDiffers;

NodeEditPanel::NodeEditPanel(QWidget* parent)
    : QWidget(parent)
    , heading_(new QLabel(this))
    , markupNote_(problemLabel(this))
    , graphBox_(new QWidget(this))
    , nodeBox_(new QWidget(this))
{
    QFont f = heading_->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    heading_->setFont(f);
    heading_->setTextFormat(Qt::PlainText);
    heading_->setWordWrap(true);
    buildGraphFields();
    buildNodeFields();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading_);
    layout->addWidget(markupNote_);
    layout->addWidget(graphBox_);
    layout->addWidget(nodeBox_);
    layout->addStretch(1);
}

void NodeEditPanel::buildGraphFields()
{
    title_ = new QLineEdit(graphBox_);
    shortTitle_ = new QLineEdit(graphBox_);
    summary_ = textBox(graphBox_, 4);
    direction_ = new QComboBox(graphBox_);
    direction_->addItem(tr("Left to right"), QStringLiteral("LR"));
    direction_->addItem(tr("Top down"), QStringLiteral("TB"));
    start_ = new QComboBox(graphBox_);
    narrow(start_);
    auto* form = new QFormLayout(graphBox_);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Title"), title_);
    form->addRow(tr("Tab title"), shortTitle_);
    form->addRow(tr("Summary"), summary_);
    form->addRow(tr("Reads"), direction_);
    form->addRow(tr("Starts at"), start_);
    for (auto [w, name] : {std::pair<QWidget*, QString>{title_, tr("Graph title")}, {shortTitle_, tr("Tab title")},
                           {summary_, tr("Graph summary")}, {direction_, tr("Reading direction")},
                           {start_, tr("Start node")}})
        w->setAccessibleName(name);

    connect(title_, &QLineEdit::textEdited, this, [this](const QString& t) {
        editGraph(title_, t.toStdString(), tr("Edit the graph's title"), QStringLiteral("title"),
                  [t](gp::Graph& g) { g.title = t.toStdString(); });
    });
    connect(shortTitle_, &QLineEdit::textEdited, this, [this](const QString& t) {
        editGraph(shortTitle_, t.toStdString(), tr("Edit the tab title"), QStringLiteral("short"),
                  [t](gp::Graph& g) { g.shortTitle = t.toStdString(); });
    });
    connect(summary_, &QPlainTextEdit::textChanged, this, [this] {
        const std::string t = summary_->toPlainText().toStdString();
        editGraph(summary_, t, tr("Edit the summary"), QStringLiteral("summary"), [t](gp::Graph& g) { g.summary = t; });
    });
    connect(direction_, &QComboBox::activated, this, [this] {
        const std::string d = direction_->currentData().toString().toStdString();
        editGraph(direction_, d, tr("Change the reading direction"), {}, [d](gp::Graph& g) { g.direction = d; });
    });
    connect(start_, &QComboBox::activated, this, [this] {
        const std::string s = start_->currentData().toString().toStdString();
        editGraph(start_, s, tr("Change the start"), {}, [s](gp::Graph& g) { g.start = s; });
    });
}

void NodeEditPanel::buildNodeFields()
{
    id_ = new QLineEdit(nodeBox_);
    idProblem_ = problemLabel(nodeBox_);
    kind_ = new QComboBox(nodeBox_);
    for (gp::NodeKind k : kKinds)
        kind_->addItem(nodeKindName(k), static_cast<int>(k));
    text_ = new QLineEdit(nodeBox_);
    help_ = textBox(nodeBox_, 4);
    rationale_ = textBox(nodeBox_, 4);
    gotchas_ = textBox(nodeBox_, 3);
    meaning_ = new QLineEdit(nodeBox_);
    seed_ = textBox(nodeBox_, 4);
    accelerators_ = new QLineEdit(nodeBox_);
    answersLayout_ = new QVBoxLayout;
    addAnswer_ = new QPushButton(tr("Add Answer…"), nodeBox_);
    addAnswer_->setToolTip(tr("Then click the node the answer leads to (A)"));
    connect(addAnswer_, &QPushButton::clicked, this, &NodeEditPanel::addAnswerRequested);

    auto* form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Text"), text_);
    form->addRow(tr("Kind"), kind_);
    form->addRow(tr("Id"), id_);
    form->addRow(QString(), idProblem_);
    form->addRow(tr("Help"), help_);
    form->addRow(tr("Rationale"), rationale_);
    form->addRow(tr("Gotchas"), gotchas_);
    form->addRow(tr("Meaning"), meaning_);
    form->addRow(tr("Source quotation"), seed_);
    form->addRow(tr("Accelerators"), accelerators_);
    text_->setPlaceholderText(tr("The question, the fix or the recommendation"));
    help_->setPlaceholderText(tr("What the question means, how to tell"));
    gotchas_->setPlaceholderText(tr("One per line"));
    meaning_->setPlaceholderText(tr("Shared by recommendations that say the same"));
    seed_->setPlaceholderText(tr("The passage of the source this node comes from"));
    accelerators_->setPlaceholderText(tr("Catalog ids, comma-separated: h100, l4"));
    for (auto [w, name] :
         {std::pair<QWidget*, QString>{text_, tr("Node text")}, {kind_, tr("Node kind")}, {id_, tr("Node id")},
          {help_, tr("Help")}, {rationale_, tr("Rationale")}, {gotchas_, tr("Gotchas")}, {meaning_, tr("Meaning")},
          {seed_, tr("Source quotation")}, {accelerators_, tr("Accelerators")}})
        w->setAccessibleName(name);

    auto* answersHeading = headingLabel(tr("Answers"), nodeBox_);
    auto* box = new QVBoxLayout(nodeBox_);
    box->setContentsMargins(0, 0, 0, 0);
    box->addLayout(form);
    box->addWidget(answersHeading);
    box->addLayout(answersLayout_);
    box->addWidget(addAnswer_, 0, Qt::AlignLeft);

    connect(text_, &QLineEdit::textEdited, this, [this](const QString& t) {
        const std::string s = t.toStdString();
        editNode(text_, s, tr("Edit a node's text"), QStringLiteral("text"), [s](gp::Node& n) { n.text = s; });
    });
    connect(meaning_, &QLineEdit::textEdited, this, [this](const QString& t) {
        const std::string s = t.toStdString();
        editNode(meaning_, s, tr("Edit a node's meaning"), QStringLiteral("meaning"), [s](gp::Node& n) { n.meaning = s; });
    });
    connect(accelerators_, &QLineEdit::textEdited, this, [this](const QString& t) {
        editNode(accelerators_, t.toStdString(), tr("Edit a recommendation's accelerators"), QStringLiteral("accel"),
                 [t](gp::Node& n) { n.accelerators = split(t, QStringLiteral(",")); });
    });
    const auto plain = [this](QPlainTextEdit* field, const QString& description, const QString& key, auto assign) {
        connect(field, &QPlainTextEdit::textChanged, this, [this, field, description, key, assign] {
            const std::string s = field->toPlainText().toStdString();
            editNode(field, s, description, key, [assign, s](gp::Node& n) { assign(n, s); });
        });
    };
    plain(help_, tr("Edit a node's help"), QStringLiteral("help"), [](gp::Node& n, const std::string& s) { n.help = s; });
    plain(rationale_, tr("Edit a recommendation's rationale"), QStringLiteral("rationale"),
          [](gp::Node& n, const std::string& s) { n.rationale = s; });
    plain(seed_, tr("Edit a node's source quotation"), QStringLiteral("seed"),
          [](gp::Node& n, const std::string& s) { n.seed = s; });
    plain(gotchas_, tr("Edit a recommendation's gotchas"), QStringLiteral("gotchas"),
          [](gp::Node& n, const std::string& s) { n.gotchas = split(QString::fromStdString(s), QStringLiteral("\n")); });
    connect(kind_, &QComboBox::activated, this, [this] {
        const auto k = static_cast<gp::NodeKind>(kind_->currentData().toInt());
        editNode(kind_, {}, tr("Change a node's kind"), {}, [k](gp::Node& n) { n.kind = k; });
    });
    connect(id_, &QLineEdit::editingFinished, this, [this] {
        const std::string to = id_->text().trimmed().toStdString();
        if (syncing_ || readOnly_ || to == selection_.node)
            return;
        gp::Graph after = graph_;
        if (!gp::renameNode(after, selection_.node, to)) {
            idProblem_->setText(tr("An id is 1 to 60 letters, digits, '-', '_' or '.', and no other node may have it."));
            idProblem_->show();
            return;
        }
        idProblem_->hide();
        emit edited(after, tr("Rename a node"), {to, selection_.choice}, {});
    });
}

gp::Node* NodeEditPanel::selectedNode(gp::Graph& graph) const
{
    const std::size_t i = graph.indexOf(selection_.node);
    return i < graph.nodes.size() ? &graph.nodes[i] : nullptr;
}

bool NodeEditPanel::plainOrMark(QWidget* field, const std::string& text)
{
    const bool plain = gp::isPlainText(text);
    field->setProperty("refused", !plain);
    QPalette p = field->palette();
    p.setColor(QPalette::Base, plain ? palette().color(QPalette::Base) : QColor(0xfb, 0xe3, 0xe3));
    field->setPalette(p);
    markupNote_->setText(tr("Markup and control characters (such as <b> or &amp;) are not kept: a graph's texts are "
                            "plain. The field's change is not applied."));
    markupNote_->setVisible(!plain);
    return plain;
}

void NodeEditPanel::editNode(QWidget* field, const std::string& text, const QString& description,
                             const QString& key, const NodeChange& change)
{
    if (syncing_ || readOnly_ || !plainOrMark(field, text))
        return;
    gp::Graph after = graph_;
    gp::Node* n = selectedNode(after);
    if (!n)
        return;
    change(*n);
    emit edited(after, description, selection_,
                key.isEmpty() ? QString() : QString::fromStdString(selection_.node) + QLatin1Char('/') + key);
}

void NodeEditPanel::editGraph(QWidget* field, const std::string& text, const QString& description,
                              const QString& key, const std::function<void(gp::Graph&)>& change)
{
    if (syncing_ || readOnly_ || !plainOrMark(field, text))
        return;
    gp::Graph after = graph_;
    change(after);
    emit edited(after, description, selection_, key.isEmpty() ? QString() : QStringLiteral("graph/") + key);
}

void NodeEditPanel::rebuildAnswers(const gp::Node& node)
{
    for (AnswerRow* r : rows_)
        delete r;
    rows_.clear();
    for (const gp::Choice& c : node.choices) {
        auto* row = new AnswerRow(c.id, nodeBox_);
        answersLayout_->addWidget(row);
        rows_.push_back(row);
        const std::string id = c.id;
        connect(row, &AnswerRow::edited, this, [this, id](AnswerRow::Field field, const QString& t, QWidget* widget) {
            static const QString keys[] = {QStringLiteral("label"), {}, QStringLiteral("finding"),
                                           QStringLiteral("condition")};
            const QString descriptions[] = {tr("Edit an answer"), tr("Move an answer's end"),
                                            tr("Edit an answer's finding"), tr("Edit an answer's condition")};
            const auto f = static_cast<std::size_t>(field);
            const std::string text = t.toStdString();
            editNode(widget, field == AnswerRow::Field::Target ? std::string() : text, descriptions[f],
                     keys[f].isEmpty() ? QString() : keys[f] + QLatin1Char('/') + qs(id),
                     [id, field, text](gp::Node& n) {
                         for (gp::Choice& ch : n.choices)
                             if (ch.id == id)
                                 (field == AnswerRow::Field::Label       ? ch.label
                                  : field == AnswerRow::Field::Target    ? ch.target
                                  : field == AnswerRow::Field::Finding   ? ch.finding
                                                                         : ch.condition) = text;
                     });
        });
        connect(row, &AnswerRow::removeRequested, this, [this, id] {
            gp::Graph after = graph_;
            gp::removeAnswer(after, selection_.node, id);
            emit edited(after, tr("Remove an answer"), {selection_.node, {}}, {});
        });
    }
}

void NodeEditPanel::syncAnswers(const gp::Node& node)
{
    for (std::size_t i = 0; i < rows_.size() && i < node.choices.size(); ++i)
        rows_[i]->show(node.choices[i], graph_, node.choices[i].id == selection_.choice, readOnly_);
}

void NodeEditPanel::show(const gp::Graph& graph, const GraphEditDocument::Selection& selection, bool readOnly)
{
    graph_ = graph;
    selection_ = selection;
    readOnly_ = readOnly;
    syncing_ = true;
    const gp::Node* node = graph_.node(selection_.node);
    graphBox_->setVisible(!node);
    nodeBox_->setVisible(node != nullptr);
    for (QLineEdit* e : {title_, shortTitle_, id_, text_, meaning_, accelerators_})
        e->setReadOnly(readOnly);
    for (QPlainTextEdit* e : {summary_, help_, rationale_, gotchas_, seed_})
        e->setReadOnly(readOnly);
    for (QComboBox* b : {direction_, start_, kind_})
        b->setEnabled(!readOnly);
    addAnswer_->setVisible(!readOnly);
    if (!node) {
        heading_->setText(tr("The graph"));
        setIfDiffers(title_, graph_.title);
        setIfDiffers(shortTitle_, graph_.shortTitle);
        setIfDiffers(summary_, graph_.summary);
        direction_->setCurrentIndex(graph_.direction == "TB" ? 1 : 0);
        editfields::fillTargets(start_, graph_, graph_.start);
        syncing_ = false;
        return;
    }
    heading_->setText(nodeKindName(node->kind));
    if (!id_->hasFocus())
        setIfDiffers(id_, node->id);
    kind_->setCurrentIndex(kind_->findData(static_cast<int>(node->kind)));
    setIfDiffers(text_, node->text);
    setIfDiffers(help_, node->help);
    setIfDiffers(rationale_, node->rationale);
    // The gotchas as typed stay as typed (an empty line being written is not a change).
    if (split(gotchas_->toPlainText(), QStringLiteral("\n")) != node->gotchas)
        gotchas_->setPlainText(qs(joined(node->gotchas, "\n")));
    setIfDiffers(meaning_, node->meaning);
    setIfDiffers(seed_, node->seed);
    if (split(accelerators_->text(), QStringLiteral(",")) != node->accelerators)
        accelerators_->setText(qs(joined(node->accelerators, ", ")));
    const bool terminal = node->terminal();
    rationale_->setEnabled(terminal || !node->rationale.empty());
    std::string key = node->id;
    for (const gp::Choice& c : node->choices)
        key += "|" + c.id;
    if (key != rowsKey_) {
        rowsKey_ = key;
        rebuildAnswers(*node);
    }
    syncAnswers(*node);
    syncing_ = false;
}

void NodeEditPanel::focusText()
{
    QLineEdit* field = nodeBox_->isVisible() ? text_ : title_;
    for (const AnswerRow* r : rows_)
        if (r->choice() == selection_.choice && !selection_.choice.empty())
            field = r->label();
    field->setFocus(Qt::OtherFocusReason);
    field->selectAll();
    // The panel scrolls to the field (an answer's row may be below the fold).
    for (QWidget* w = parentWidget(); w; w = w->parentWidget())
        if (auto* scroll = qobject_cast<QScrollArea*>(w)) {
            scroll->ensureWidgetVisible(field);
            break;
        }
}

} // namespace gpui
