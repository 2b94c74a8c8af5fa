#include "study/QuestionPanel.h"
#include "common/Content.h"

#include "decision/GraphLibrary.h"
#include "flowchart/FlowchartScene.h"
#include "flowchart/FlowchartStyle.h"
#include "flowchart/FlowchartView.h"
#include "io/Error.h"

#include <QLineEdit>
#include <QLocale>
#include <QHBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace gpui {

QString topicName(const std::string& topic)
{
    if (const gp::Graph* g = gp::findGraph(topic))
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
    connect(number_, &QLineEdit::textChanged, this,
            [this] { submit_->setEnabled(!answered_ && typedNumber().has_value()); });
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

void QuestionPanel::setQuestion(const gp::Question& question, bool feedback)
{
    question_ = question;
    feedback_ = feedback;
    answered_ = false;
    topic_->setText(topicName(question.topic));
    text_->setText(content(question.text));
    qDeleteAll(buttons_);
    buttons_.clear();
    for (std::size_t i = 0; i < question.choices.size(); ++i) {
        const auto& c = question.choices[i];
        auto* b = new QPushButton(tr("%1  %2").arg(i + 1).arg(content(c.text)), this);
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
    if (question.numeric())
        number_->setFocus();
}

void QuestionPanel::markChoices(const QString& response)
{
    // Green for the right answer, red for a wrong one: pale with dark text in a light palette, deep with light text
    // in a dark one, so that an answered question reads at a glance in either.
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    const QString base = QStringLiteral("QPushButton { text-align: left; padding: 6px 10px; %1 }");
    const QString neutral = QStringLiteral("QPushButton:disabled { color: palette(button-text); }");
    const QString right = dark ? QStringLiteral("color: #d1fae5; background: #064e3b; border: 2px solid #34d399; border-radius: 4px;")
                               : QStringLiteral("color: #10231a; background: #d1fae5; border: 2px solid #059669; border-radius: 4px;");
    const QString wrong = dark ? QStringLiteral("color: #fee2e2; background: #5b1414; border: 2px solid #f87171; border-radius: 4px;")
                               : QStringLiteral("color: #2a1010; background: #fee2e2; border: 2px solid #dc2626; border-radius: 4px;");
    const QString chosen = QStringLiteral("border: 2px solid palette(highlight); border-radius: 4px; "
                                          "color: palette(button-text); font-weight: bold;");
    for (int i = 0; i < buttons_.size(); ++i) {
        QPushButton* b = buttons_[i];
        const auto& c = question_.choices[std::size_t(i)];
        const bool isChosen = QString::fromStdString(c.id) == response;
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
        b->setText(label);
        b->setStyleSheet(style);
        b->setEnabled(false);
    }
}

void QuestionPanel::answerNumber(int number)
{
    if (number >= 1 && number <= buttons_.size() && !answered_)
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

bool QuestionPanel::answerNumeric()
{
    const std::optional<double> v = typedNumber();
    if (!question_.numeric() || answered_ || !v)
        return false;
    answer(QString::number(*v, 'f', 4));
    return true;
}

void QuestionPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // A change of appearance after the answer: the marks and the flowchart take the new palette's colours.
    if (event->type() == QEvent::PaletteChange && answered_) {
        markChoices(response_);
        if (scene_->graph())
            scene_->setStyle(FlowchartStyle::fromPalette(palette(), font()));
    }
}

void QuestionPanel::answer(const QString& response)
{
    if (answered_)
        return;
    answered_ = true;
    response_ = response;
    const bool correct = question_.isCorrect(response.toStdString());
    markChoices(response);
    number_->setReadOnly(true);
    submit_->setEnabled(false);
    if (feedback_) {
        QString right;
        if (question_.numeric())
            right = tr("%1 %2 (within %3)")
                        .arg(QString::number(*question_.numericAnswer, 'f', 2), QString::fromStdString(question_.unit))
                        .arg(question_.tolerance);
        else
            for (const auto& c : question_.choices)
                if (c.id == question_.answer)
                    right = content(c.text);
        result_->setText(correct ? tr("✔ Correct: %1").arg(right) : tr("✘ Not quite. The answer: %1").arg(right));
        explanation_->setText(content(question_.explanation));
        if (const gp::Graph* g = gp::findGraph(question_.graph)) {
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
    }
    emit answered(response, correct);
}

} // namespace gpui
