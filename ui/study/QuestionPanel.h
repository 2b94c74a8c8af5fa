#pragma once

#include "study/Question.h"

#include <QWidget>

#include <optional>

class QLineEdit;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace gpui {

class FlowchartScene;
class FlowchartView;

// One question: its text, its numbered choices (or a number field), and after answering, when feedback is on,
// whether it was right, the explanation and the decision path on the flowchart. Number keys answer. After an
// answer the choice taken stays marked, and with feedback the right one is marked too.
class QuestionPanel : public QWidget {
    Q_OBJECT
public:
    explicit QuestionPanel(QWidget* parent = nullptr);

    void setQuestion(const gp::Question& question, bool feedback);
    const gp::Question& question() const { return question_; }
    bool isAnswered() const { return answered_; }
    // Answers with the choice of this number (1-based), as the number keys do.
    void answerNumber(int number);
    // Answers a numeric question with the number typed; false when there is nothing to answer (a choice question,
    // one already answered, or a field left empty or not a number).
    bool answerNumeric();
    QList<QPushButton*> choiceButtons() const { return buttons_; }
    // Empty until the user types: a number in the locale's format (or with a '.'), the unit beside it.
    QLineEdit* numberField() const { return number_; }
    // The number typed, if it is one.
    std::optional<double> typedNumber() const;

signals:
    void answered(const QString& response, bool correct);

protected:
    void changeEvent(QEvent* event) override;

private:
    void answer(const QString& response);
    // After an answer: the chosen choice stays marked, and with feedback the right one is shown.
    void markChoices(const QString& response);

    gp::Question question_;
    bool feedback_ = true;
    bool answered_ = false;
    QString response_; // the answer given, once answered
    QLabel* topic_;
    QLabel* text_;
    QVBoxLayout* choices_;
    QList<QPushButton*> buttons_;
    QWidget* numeric_;
    QLineEdit* number_;
    QLabel* unit_;
    QPushButton* submit_;
    QLabel* result_;
    QLabel* explanation_;
    FlowchartScene* scene_;
    FlowchartView* chart_;
};

QString topicName(const std::string& topic);

} // namespace gpui
