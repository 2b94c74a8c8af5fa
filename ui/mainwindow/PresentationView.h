#pragma once

#include "decision/Walk.h"

#include <QWidget>

#include <optional>

namespace gpui {

class PlanDocument;
class ViewRefresh;

// The plan for a room: full screen, large type, the GPU walk drawn large, the recommendation and its figures,
// nothing else. Its type grows with the screen; it follows the palette (light or dark) and the plan's edits.
// F11 or Esc leaves it.
class PresentationView : public QWidget {
    Q_OBJECT
public:
    explicit PresentationView(PlanDocument* document, QWidget* parent = nullptr);

    // The figures shown, as read aloud: the title, the headline and each answer (for tests and screen readers).
    QStringList texts() const;
    // The smallest point size drawn at the current size.
    qreal smallestPointSize() const;

signals:
    void closed();

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void refresh();
    qreal typeSize() const; // the body's point size for the window's height
    PlanDocument* document_;
    ViewRefresh* refresh_;
    QString title_;
    QString headline_;
    QString factors_;
    QStringList answerTitles_;
    QStringList answerValues_;
    QStringList answerDetails_;
    std::optional<gp::Walk> walk_;
    QString walkNote_;
};

} // namespace gpui
