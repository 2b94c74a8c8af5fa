#pragma once

#include "decision/Walk.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QVBoxLayout;

namespace gpui {

// The side panel of a walk: the answers so far (click one to go back to it), the current node with its choices,
// and the node's help, rationale, gotchas and the source text it comes from. Plain text throughout.
class DecisionPanel : public QWidget {
    Q_OBJECT
public:
    explicit DecisionPanel(QWidget* parent = nullptr);

    // With the plan's figures, the answer they decide at the current question is marked (docs/model.md section 14,
    // "Conditions"); the steps answered from them are marked as the plan's.
    void showWalk(const gp::Walk& walk, const gp::FigureValues* figures = nullptr);
    // What the plan's own figures say beside the walk (an inference plan's serving); hidden when empty.
    void showPlanFigures(const QString& text);
    // Offers to price the plan on the walk's answer (`label` names it); an empty label hides the offer.
    void showUseAnswer(const QString& label);
    QPushButton* useAnswerButton() const { return useAnswer_; }
    QLabel* planFiguresLabel() const { return figures_; }
    // The choice buttons, in order (tests press them; the view moves keyboard focus among them).
    QList<QPushButton*> choiceButtons() const { return choiceButtons_; }

signals:
    void choiceActivated(const QString& choiceId);
    void stepActivated(int step);
    void backRequested();
    void restartRequested();
    void useAnswerRequested();

private:
    QLabel* title_;
    QLabel* summary_;
    QListWidget* answers_;
    QLabel* kind_;
    QLabel* text_;
    QVBoxLayout* choicesLayout_;
    QList<QPushButton*> choiceButtons_;
    QLabel* helpHeading_;
    QLabel* help_;
    QLabel* gotchasHeading_;
    QLabel* gotchas_;
    QLabel* seedHeading_;
    QLabel* seed_;
    QLabel* figuresHeading_;
    QLabel* figures_;
    QPushButton* back_;
    QPushButton* restart_;
    QPushButton* useAnswer_;
};

} // namespace gpui
