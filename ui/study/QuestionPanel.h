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
// whether it was right, the explanation and the decision path on the flowchart. Number keys answer.
//
// With feedback (practice, review) the first answer is final: the check reveals the right one, so the choices and
// the field lock and the answer taken stays marked beside the right one. Without feedback (an exam) nothing is
// final until the question is left: a choice, checked like a pressed button, can be changed by another key or
// click, and the number field stays open, each number recorded by Enter replacing the one before; what the page
// scores is what the question shows when it is left (shownResponse()).
class QuestionPanel : public QWidget {
    Q_OBJECT
public:
    explicit QuestionPanel(QWidget* parent = nullptr);

    // `graphs` holds the graph a question's path runs through (the bank's: QuestionBank::graphs()).
    void setQuestion(const gp::Question& question, const gp::GraphLibrary& graphs, bool feedback);
    const gp::Question& question() const { return question_; }
    // Whether a response has been recorded (with feedback: the question was answered).
    bool isAnswered() const { return response_.has_value(); }
    const std::optional<QString>& response() const { return response_; }
    // The response the question shows now: the choice checked, or the number in the field if it is one (as a
    // response: '.' as the decimal point).
    std::optional<QString> shownResponse() const;
    // Whether what is shown is what was recorded: false after the field was edited, until Enter records it.
    bool showsRecorded() const { return response_ && shownResponse() == response_; }
    // Answers with the choice of this number (1-based), as the number keys do.
    void answerNumber(int number);
    // Records the number typed; false when there is nothing to record: a choice question, a field left empty or
    // not a number, the number already recorded, or (with feedback) a question answered already.
    bool answerNumeric();
    // Gives this question the keyboard: the number field, or the panel, whose number keys the study view catches.
    void takeFocus();
    // Shows a response recorded before (an exam resumed after a language switch), as if it had just been given.
    void restoreResponse(const QString& response);
    QList<QPushButton*> choiceButtons() const { return buttons_; }
    // Empty until the user types: a number in the locale's format (or with a '.'), the unit beside it.
    QLineEdit* numberField() const { return number_; }
    // The number typed, if it is one.
    std::optional<double> typedNumber() const;

signals:
    // A response recorded: with feedback once per question; without, at every change.
    void answered(const QString& response, bool correct);

protected:
    void changeEvent(QEvent* event) override;

private:
    void answer(const QString& response);
    // The choice taken marked, checked; with feedback the right one too, and every choice locked.
    void markChoices();
    // Without feedback, a line under the field saying which number is recorded while the field shows it.
    void showRecorded();

    gp::Question question_;
    gp::GraphLibrary graphs_; // the question's bank's graphs, kept while its walk is drawn
    bool feedback_ = true;
    std::optional<QString> response_; // the response recorded
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

// The right answer of a numeric question as it is shown: a count as its whole number ("5"), any other number with
// the places and tolerance the question carries ("98.66 % (within 0.1)").
QString numericAnswerText(const gp::Question& question);

// A topic's name: a graph's title (of `graphs`), or the name of a topic of the model.
QString topicName(const std::string& topic, const gp::GraphLibrary& graphs);

} // namespace gpui
