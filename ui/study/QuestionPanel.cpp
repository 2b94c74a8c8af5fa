#include "study/QuestionPanel.h"
#include "common/Content.h"

#include "decision/GraphLibrary.h"
#include "flowchart/FlowchartScene.h"
#include "flowchart/FlowchartStyle.h"
#include "flowchart/FlowchartView.h"
#include "io/Error.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

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
    , number_(new QDoubleSpinBox(numeric_))
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
    number_->setRange(-1e9, 1e9);
    number_->setDecimals(2);
    number_->setAccessibleName(tr("Your answer"));
    auto* submit = new QPushButton(tr("Answer"), numeric_);
    auto* row = new QHBoxLayout(numeric_);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(number_);
    row->addWidget(submit);
    row->addStretch(1);
    connect(submit, &QPushButton::clicked, this, &QuestionPanel::answerNumeric);
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
    number_->setSuffix(question.unit.empty() ? QString() : QLatin1Char(' ') + QString::fromStdString(question.unit));
    number_->setValue(0);
    result_->clear();
    explanation_->clear();
    chart_->hide();
    if (question.numeric())
        number_->setFocus();
}

void QuestionPanel::answerNumber(int number)
{
    if (number >= 1 && number <= buttons_.size() && !answered_)
        buttons_[number - 1]->click();
}

bool QuestionPanel::answerNumeric()
{
    if (!question_.numeric() || answered_)
        return false;
    answer(QString::number(number_->value(), 'f', 4));
    return true;
}

void QuestionPanel::answer(const QString& response)
{
    if (answered_)
        return;
    answered_ = true;
    const bool correct = question_.isCorrect(response.toStdString());
    for (QPushButton* b : buttons_)
        b->setEnabled(false);
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
