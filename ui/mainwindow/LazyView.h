#pragma once

#include <QWidget>

#include <functional>

namespace gpui {

// A page of the main window's stack that makes its view when it is first needed: when shown, when something
// asks for it, or in idle time after the window's first paint. Start-up then builds only the view it opens on.
class LazyView : public QWidget {
    Q_OBJECT
public:
    using Factory = std::function<QWidget*(QWidget* parent)>;
    explicit LazyView(Factory make, QWidget* parent = nullptr);

    // The view, made now if it was not yet.
    QWidget* view();
    bool isMade() const { return view_ != nullptr; }

private:
    Factory make_;
    QWidget* view_ = nullptr;
};

} // namespace gpui
