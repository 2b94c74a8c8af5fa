#pragma once

#include <QDialog>

namespace gpui {

// Shown at the first start (and from Help > Welcome): what the application does, and a choice between the
// embedded example plan and an empty one.
class WelcomeDialog : public QDialog {
    Q_OBJECT
public:
    enum Choice { ExamplePlan, EmptyPlan };
    explicit WelcomeDialog(QWidget* parent = nullptr);
    Choice choice() const { return choice_; }

private:
    Choice choice_ = ExamplePlan;
};

} // namespace gpui
