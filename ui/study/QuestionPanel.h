#pragma once

#include "study/Question.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace gpui {

class FlowchartScene;
class FlowchartView;

// One question: its text, its numbered choices (or a number field), and after answering, when feedback is on,
// whether it was right, the explanation and the decision path on the flowchart. Number keys answer.
class QuestionPanel : public QWidget {
    Q_OBJECT
public:
    explicit QuestionPanel(QWidget* parent = nullptr);

    void setQuestion(const gp::Question& question, bool feedback);
    const gp::Question& question() const { return question_; }
    bool isAnswered() const { return answered_; }
    // Answers with the choice of this number (1-based), as the number keys do.
    void answerNumber(int number);
    // Answers a numeric question with the number field's value; false when there is nothing to answer (a choice
    // question, or one already answered).
    bool answerNumeric();
    QList<QPushButton*> choiceButtons() const { return buttons_; }
    QDoubleSpinBox* numberField() const { return number_; }

signals:
    void answered(const QString& response, bool correct);

private:
    void answer(const QString& response);

    gp::Question question_;
    bool feedback_ = true;
    bool answered_ = false;
    QLabel* topic_;
    QLabel* text_;
    QVBoxLayout* choices_;
    QList<QPushButton*> buttons_;
    QWidget* numeric_;
    QDoubleSpinBox* number_;
    QLabel* result_;
    QLabel* explanation_;
    FlowchartScene* scene_;
    FlowchartView* chart_;
};

QString topicName(const std::string& topic);

} // namespace gpui
