#pragma once

#include "decision/Graph.h"

#include <QFrame>

#include <string>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gpui {

// One answer in the editor's side panel: its label, where it leads, the finding and the condition (with what is
// wrong with it). Each edit is reported as the field and its text; the panel makes the graph it leads to.
class AnswerRow : public QFrame {
    Q_OBJECT
public:
    enum class Field { Label, Target, Finding, Condition };
    AnswerRow(std::string choice, QWidget* parent);

    const std::string& choice() const { return choice_; }
    // Shows the answer; fields being typed in keep their cursor.
    void show(const gp::Choice& choice, const gp::Graph& graph, bool selected, bool readOnly);
    QLineEdit* label() const { return label_; }
    QComboBox* target() const { return target_; }

signals:
    // `text` is the target's id for Field::Target; `widget` is the field, to be marked when its text is refused.
    void edited(AnswerRow::Field field, const QString& text, QWidget* widget);
    void removeRequested();

private:
    std::string choice_;
    QLineEdit* label_;
    QComboBox* target_;
    QLineEdit* finding_;
    QLineEdit* condition_;
    QLabel* conditionProblem_;
    QPushButton* remove_;
};

} // namespace gpui
