#pragma once

#include <QWidget>

namespace gpui {

// The place of a view that is not built yet. It says so plainly and shows nothing that looks like a result.
class PendingView : public QWidget {
    Q_OBJECT
public:
    PendingView(const QString& title, const QString& purpose, QWidget* parent = nullptr);
};

} // namespace gpui
