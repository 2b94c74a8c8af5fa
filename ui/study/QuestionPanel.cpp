#include "study/QuestionPanel.h"
#include "presenters/Content.h"

#include "decision/GraphLibrary.h"
#include "flowchart/FlowchartScene.h"
#include "flowchart/FlowchartStyle.h"
#include "flowchart/FlowchartView.h"
#include "io/Error.h"

#include <QApplication>
#include <QLineEdit>
#include <QLocale>
#include <QHBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpui {

QString topicName(const std::string& topic, const gp::GraphLibrary& graphs)
{
    if (const gp::Graph* g = graphs.find(topic))
        return content(g->title);
    if (topic == "techniques")
        return QuestionPanel::tr("Techniques and the goodput they raise");
    if (topic == "runtime-formula")
        return QuestionPanel::tr("Runtime goodput formula");
    if (topic == "scale")
        return QuestionPanel::tr("Failure cost and scale");
    if (topic == "inference")
        return QuestionPanel::tr("Serving: memory fit and replicas");
    return QString::fromStdString(topic);
}

QString numericAnswerText(const gp::Question& q)
{
    if (!q.numericAnswer)
        return {};
    const QLocale locale;
    const QString value = locale.toString(*q.numericAnswer, 'f', std::max(0, q.decimals));
    const QString unit = QString::fromStdString(q.unit);
    const QString number = unit.isEmpty() ? value : QuestionPanel::tr("%1 %2").arg(value, unit);
    // A count's tolerance is under a half: only the whole number shown rounds to it, so there is no "within".
    if (q.decimals == 0)
        return number;
    return QuestionPanel::tr("%1 (within %2)").arg(number, locale.toString(q.tolerance, 'g', 3));
}

QuestionPanel::QuestionPanel(QWidget* parent)
    : QWidget(parent)
    , topic_(new QLabel(this))
    , text_(new QLabel(this))
    , choices_(new QVBoxLayout)
    , numeric_(new QWidget(this))
    , number_(new QLineEdit(numeric_))
    , unit_(new QLabel(numeric_))
    , submit_(new QPushButton(tr("Answer"), numeric_))
    , result_(new QLabel(this))
    , explanation_(new QLabel(this))
    , scene_(new FlowchartScene(this))
    , chart_(new FlowchartView(this))
{
    for (QLabel* l : {topic_, text_, result_, explanation_}) {
        l->setTextFormat(Qt::PlainText);
        l->setWordWrap(true);
    }
    topic_->setForegroundRole(QPalette::PlaceholderText);
    QFont big = text_->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    text_->setFont(big);
    QFont bold = result_->font();
    bold.setBold(true);
    result_->setFont(bold);
    number_->setPlaceholderText(tr("Your answer"));
    number_->setAccessibleName(tr("Your answer"));
    number_->setMaxLength(40);
    number_->setMinimumWidth(160);
    auto* row = new QHBoxLayout(numeric_);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(number_);
    row->addWidget(unit_);
    row->addWidget(submit_);
    row->addStretch(1);
    connect(submit_, &QPushButton::clicked, this, &QuestionPanel::answerNumeric);
    connect(number_, &QLineEdit::textChanged, this, [this] {
        const std::optional<QString> shown = shownResponse();
        submit_->setEnabled(!(feedback_ && response_) && shown && shown != response_);
        showRecorded();
    });
    // The panel takes the focus when the widget that had it goes (a choice answered, a question left), so the
    // number keys and Enter, which the study view catches for the widgets inside it, keep working.
    setFocusPolicy(Qt::ClickFocus);
    chart_->setScene(scene_);
    chart_->setMinimumHeight(220);
    chart_->setAccessibleName(tr("Decision path"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(topic_);
    layout->addWidget(text_);
    layout->addLayout(choices_);
    layout->addWidget(numeric_);
    layout->addWidget(result_);
    layout->addWidget(explanation_);
    layout->addWidget(chart_, 3);
    layout->addStretch(1); // keeps the question at the top while the chart is hidden
}

void QuestionPanel::setQuestion(const gp::Question& question, const gp::GraphLibrary& graphs, bool feedback)
{
    // The focus in this panel (or nowhere) goes with the question before: its buttons are deleted, its field may
    // hide. The new question takes it, so the keys work at once.
    QWidget* focus = window()->focusWidget();
    const bool takeFocus = !focus || focus == this || isAncestorOf(focus);
    question_ = question;
    if (!graphs_.sameAs(graphs)) { // the scene lets go of a graph of the library before
        scene_->setGraph(nullptr, FlowchartStyle::fromPalette(palette(), font()));
        graphs_ = graphs;
    }
    feedback_ = feedback;
    response_.reset();
    topic_->setText(topicName(question.topic, graphs));
    text_->setText(content(question.text));
    qDeleteAll(buttons_);
    buttons_.clear();
    for (std::size_t i = 0; i < question.choices.size(); ++i) {
        const auto& c = question.choices[i];
        auto* b = new QPushButton(tr("%1  %2").arg(i + 1).arg(content(c.text)), this);
        b->setCheckable(true);
        b->setStyleSheet(QStringLiteral("text-align: left; padding: 6px 10px;"));
        b->setAccessibleName(content(c.text));
        b->setAccessibleDescription(tr("Choice %1: press %1").arg(i + 1));
        const QString id = QString::fromStdString(c.id);
        connect(b, &QPushButton::clicked, this, [this, id] { answer(id); });
        choices_->addWidget(b);
        buttons_ << b;
    }
    numeric_->setVisible(question.numeric());
    unit_->setText(QString::fromStdString(question.unit));
    number_->clear();
    number_->setReadOnly(false);
    submit_->setEnabled(false);
    result_->clear();
    explanation_->clear();
    chart_->hide();
    if (question.numeric() || takeFocus)
        this->takeFocus();
}

void QuestionPanel::takeFocus()
{
    if (question_.numeric())
        number_->setFocus(Qt::OtherFocusReason);
    else
        setFocus(Qt::OtherFocusReason);
}

void QuestionPanel::markChoices()
{
    // Green for the right answer, red for a wrong one: pale with dark text in a light palette, deep with light text
    // in a dark one, so that an answered question reads at a glance in either. Without feedback, the choice taken
    // is checked and filled in the highlight colour.
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    const QString base = QStringLiteral("QPushButton { text-align: left; padding: 6px 10px; %1 }");
    const QString neutral = QStringLiteral("QPushButton:disabled { color: palette(button-text); }");
    const QString right = dark ? QStringLiteral("color: #d1fae5; background: #064e3b; border: 2px solid #34d399; border-radius: 4px;")
                               : QStringLiteral("color: #10231a; background: #d1fae5; border: 2px solid #059669; border-radius: 4px;");
    const QString wrong = dark ? QStringLiteral("color: #fee2e2; background: #5b1414; border: 2px solid #f87171; border-radius: 4px;")
                               : QStringLiteral("color: #2a1010; background: #fee2e2; border: 2px solid #dc2626; border-radius: 4px;");
    const QString chosen = QStringLiteral("color: palette(highlighted-text); background: palette(highlight); "
                                          "border: 2px solid palette(highlight); border-radius: 4px; font-weight: bold;");
    // A button disabled with the focus would pass it on along the tab chain, out of the study view perhaps.
    if (feedback_ && std::any_of(buttons_.begin(), buttons_.end(), [](QPushButton* b) { return b->hasFocus(); }))
        setFocus(Qt::OtherFocusReason);
    for (int i = 0; i < buttons_.size(); ++i) {
        QPushButton* b = buttons_[i];
        const auto& c = question_.choices[std::size_t(i)];
        const bool isChosen = response_ && QString::fromStdString(c.id) == *response_;
        const bool isRight = c.id == question_.answer;
        QString label = tr("%1  %2").arg(i + 1).arg(content(c.text));
        QString style = base.arg(QString()) + neutral;
        if (feedback_ && isRight && isChosen) {
            label = tr("✔ %1  (your answer)").arg(label);
            style = base.arg(right);
        } else if (feedback_ && isChosen) {
            label = tr("✘ %1  (your answer)").arg(label);
            style = base.arg(wrong);
        } else if (feedback_ && isRight) {
            label = tr("✔ %1  (the answer)").arg(label);
            style = base.arg(right);
        } else if (isChosen) {
            label = tr("● %1  (your answer)").arg(label);
            style = base.arg(chosen);
        }
        // Checked by hand, not by an exclusive QButtonGroup: in one of those Tab reaches only the checked button.
        b->setChecked(isChosen);
        b->setText(label);
        b->setStyleSheet(style);
        b->setEnabled(!feedback_); // with feedback the answer is final
    }
}

void QuestionPanel::answerNumber(int number)
{
    if (number >= 1 && number <= buttons_.size() && !(feedback_ && response_))
        buttons_[number - 1]->click();
}

std::optional<double> QuestionPanel::typedNumber() const
{
    const QString text = number_->text().trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    double v = QLocale().toDouble(text, &ok);
    if (!ok)
        v = QLocale::c().toDouble(text, &ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<QString> QuestionPanel::shownResponse() const
{
    if (!question_.numeric())
        return response_; // the choice checked
    if (const std::optional<double> v = typedNumber())
        return QString::number(*v, 'f', 4);
    return std::nullopt;
}

bool QuestionPanel::answerNumeric()
{
    if (!question_.numeric() || (feedback_ && response_))
        return false;
    const std::optional<QString> shown = shownResponse();
    if (!shown || shown == response_)
        return false;
    answer(*shown);
    return true;
}

void QuestionPanel::restoreResponse(const QString& response)
{
    if (question_.numeric()) {
        number_->setText(QLocale().toString(QLocale::c().toDouble(response), 'g', 12));
        answerNumeric();
    } else {
        answer(response);
    }
}

void QuestionPanel::showRecorded()
{
    if (feedback_ || !question_.numeric())
        return;
    if (showsRecorded())
        result_->setText(tr("Answer recorded: %1. Enter goes on; a number typed over it is recorded instead.")
                             .arg(number_->text().trimmed()));
    else
        result_->clear();
}

void QuestionPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // A change of appearance after the answer: the marks and the flowchart take the new palette's colours.
    if (event->type() == QEvent::PaletteChange && response_) {
        markChoices();
        if (scene_->graph())
            scene_->setStyle(FlowchartStyle::fromPalette(palette(), font()));
    }
}

void QuestionPanel::answer(const QString& response)
{
    if (feedback_ && response_)
        return;
    response_ = response;
    const bool correct = question_.isCorrect(response.toStdString());
    markChoices();
    submit_->setEnabled(false);
    if (!feedback_) {
        // An exam: the response replaces the one before; the field stays open until the question is left.
        showRecorded();
        emit answered(response, correct);
        return;
    }
    // The check reveals the right answer, so the first answer is the one that counts: the field locks with it.
    number_->setReadOnly(true);
    QString right;
    if (question_.numeric())
        right = numericAnswerText(question_);
    else
        for (const auto& c : question_.choices)
            if (c.id == question_.answer)
                right = content(c.text);
    result_->setText(correct ? tr("✔ Correct: %1").arg(right) : tr("✘ Not quite. The answer: %1").arg(right));
    explanation_->setText(content(question_.explanation));
    if (const gp::Graph* g = graphs_.find(question_.graph)) {
        gp::Walk walk(*g);
        try {
            walk.replay(question_.path);
        } catch (const gp::Error&) {
            walk.restart();
        }
        scene_->setGraph(g, FlowchartStyle::fromPalette(palette(), font()));
        scene_->setWalk(walk);
        chart_->show();
        chart_->fitAll();
        chart_->reveal(scene_->nodeRect(walk.current().id));
    }
    emit answered(response, correct);
}

} // namespace gpui
