#include "presenters/Names.h"
#include "presenters/Content.h"
#include "common/WrapButton.h"
#include "flowchart/DecisionPanel.h"
#include "flowchart/FlowchartWidgets.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpui {
namespace {

QLabel* plainLabel(QWidget* parent, bool wrap = true)
{
    auto* l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(wrap);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}


} // namespace

DecisionPanel::DecisionPanel(QWidget* parent)
    : QWidget(parent)
    , title_(plainLabel(this))
    , summary_(plainLabel(this))
    , answers_(new QListWidget(this))
    , kind_(plainLabel(this, false))
    , text_(plainLabel(this))
    , choicesLayout_(new QVBoxLayout)
    , helpHeading_(headingLabel(QString(), this))
    , help_(plainLabel(this))
    , gotchasHeading_(headingLabel(tr("Gotchas"), this))
    , gotchas_(plainLabel(this))
    , seedHeading_(headingLabel(tr("From the source text"), this))
    , seed_(plainLabel(this))
    , back_(new QPushButton(tr("Back"), this))
    , restart_(new QPushButton(tr("Restart"), this))
    , useAnswer_(new WrapButton(QString(), this))
{
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    titleFont.setBold(true);
    title_->setFont(titleFont);
    summary_->setForegroundRole(QPalette::PlaceholderText);
    QFont textFont = text_->font();
    textFont.setPointSizeF(textFont.pointSizeF() * 1.3);
    textFont.setBold(true);
    text_->setFont(textFont);
    kind_->setForegroundRole(QPalette::PlaceholderText);
    QFont seedFont = seed_->font();
    seedFont.setItalic(true);
    seed_->setFont(seedFont);

    answers_->setAccessibleName(tr("Answers so far"));
    answers_->setAccessibleDescription(tr("Activate an answer to go back to that question"));
    answers_->setMaximumHeight(110);
    answers_->setWordWrap(true);
    back_->setAccessibleDescription(tr("Go back one answer (Backspace)"));
    restart_->setAccessibleDescription(tr("Start the walk again from the first question"));
    back_->setToolTip(tr("Go back one answer (Backspace)"));
    restart_->setToolTip(tr("Start again from the first question (Home)"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(back_);
    buttons->addWidget(restart_);
    buttons->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addWidget(summary_);
    layout->addWidget(headingLabel(tr("Answers so far"), this));
    layout->addWidget(answers_);
    layout->addSpacing(6);
    layout->addWidget(kind_);
    layout->addWidget(text_);
    layout->addLayout(choicesLayout_);
    layout->addWidget(helpHeading_);
    layout->addWidget(help_);
    layout->addWidget(gotchasHeading_);
    layout->addWidget(gotchas_);
    layout->addWidget(seedHeading_);
    layout->addWidget(seed_);
    figuresHeading_ = headingLabel(tr("This plan's serving"), this);
    figures_ = new QLabel(this);
    figures_->setWordWrap(true);
    figures_->setTextFormat(Qt::PlainText);
    figures_->setAccessibleName(tr("This plan's serving"));
    layout->addWidget(figuresHeading_);
    layout->addWidget(figures_);
    showPlanFigures({});
    layout->addStretch(1);
    layout->addLayout(buttons);
    // Walking the tree teaches and records; only this moves the plan's price.
    useAnswer_->setToolTip(tr("Price the plan on this answer's accelerator (undoable). Walking the tree alone never "
                              "changes the price."));
    useAnswer_->setVisible(false);
    layout->addWidget(useAnswer_);

    connect(back_, &QPushButton::clicked, this, &DecisionPanel::backRequested);
    connect(restart_, &QPushButton::clicked, this, &DecisionPanel::restartRequested);
    connect(useAnswer_, &QPushButton::clicked, this, &DecisionPanel::useAnswerRequested);
    connect(answers_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { emit stepActivated(answers_->row(item)); });
    connect(answers_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { emit stepActivated(answers_->row(item)); });
}

void DecisionPanel::showUseAnswer(const QString& label)
{
    useAnswer_->setText(label);
    useAnswer_->setAccessibleName(label);
    useAnswer_->setVisible(!label.isEmpty());
}

void DecisionPanel::showPlanFigures(const QString& text)
{
    figures_->setText(text);
    figuresHeading_->setVisible(!text.isEmpty());
    figures_->setVisible(!text.isEmpty());
}

void DecisionPanel::showWalk(const gp::Walk& walk, const gp::FigureValues* figures)
{
    const gp::Graph& g = walk.graph();
    const gp::Node& node = walk.current();
    title_->setText(content(g.title));
    summary_->setText(content(g.summary));

    answers_->clear();
    for (const gp::Step& s : walk.steps()) {
        const gp::Node* n = g.node(s.node);
        const gp::Choice* c = n ? n->choice(s.choice) : nullptr;
        if (n && c)
            answers_->addItem(s.automatic ? tr("%1 → %2 (from the plan)").arg(content(n->text), content(c->label))
                                          : tr("%1 → %2").arg(content(n->text), content(c->label)));
    }
    if (walk.steps().empty())
        answers_->addItem(tr("(none yet)"));
    answers_->setEnabled(!walk.steps().empty());

    kind_->setText(nodeKindName(node.kind));
    text_->setText(content(node.text));

    qDeleteAll(choiceButtons_);
    choiceButtons_.clear();
    const gp::Choice* decided = figures ? gp::decidedAnswer(node, *figures) : nullptr;
    for (std::size_t i = 0; i < node.choices.size(); ++i) {
        const gp::Choice& c = node.choices[i];
        const bool plans = &c == decided;
        // The longest answer wraps onto more lines rather than widening the panel past its view.
        auto* b = new WrapButton(plans ? tr("%1  %2  (the plan's answer)").arg(i + 1).arg(content(c.label))
                                       : tr("%1  %2").arg(i + 1).arg(content(c.label)),
                                 this);
        b->setAccessibleName(content(c.label));
        b->setAccessibleDescription(plans ? tr("Choice %1: press %1. The plan's figures give this answer.").arg(i + 1)
                                          : tr("Choice %1: press %1").arg(i + 1));
        const QString id = QString::fromStdString(c.id);
        connect(b, &QPushButton::clicked, this, [this, id] { emit choiceActivated(id); });
        choicesLayout_->addWidget(b);
        choiceButtons_.append(b);
    }

    const bool recommendation = node.terminal();
    helpHeading_->setText(recommendation ? tr("Why it holds") : tr("What to look at"));
    const std::string& help = recommendation ? node.rationale : node.help;
    help_->setText(content(help));
    helpHeading_->setVisible(!help.empty());
    help_->setVisible(!help.empty());

    QStringList gotchas;
    for (const std::string& gtc : node.gotchas)
        gotchas << QStringLiteral("⚠ ") + content(gtc);
    gotchas_->setText(gotchas.join(QLatin1Char('\n')));
    gotchasHeading_->setVisible(!gotchas.isEmpty());
    gotchas_->setVisible(!gotchas.isEmpty());

    seed_->setText(QStringLiteral("“%1”").arg(QString::fromStdString(node.seed)));
    seedHeading_->setVisible(!node.seed.empty());
    seed_->setVisible(!node.seed.empty());

    back_->setEnabled(walk.canGoBack());
    restart_->setEnabled(walk.canGoBack());
}

} // namespace gpui
