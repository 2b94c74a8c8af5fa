#pragma once

#include <QWidget>

namespace gpui {

// One page of the study view. The view sends the number keys and Enter to the page in view; a page shown again
// is told so it can catch up.
class StudyPage : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual void keyNumber(int) {}
    virtual void keyEnter() {}
    virtual void activated() {}
};

} // namespace gpui
