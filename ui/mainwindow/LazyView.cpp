#include "mainwindow/LazyView.h"

#include <QVBoxLayout>

namespace gpui {

LazyView::LazyView(Factory make, QWidget* parent)
    : QWidget(parent)
    , make_(std::move(make))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

QWidget* LazyView::view()
{
    if (!view_) {
        view_ = make_(this);
        layout()->addWidget(view_);
        updateGeometry();
    }
    return view_;
}

} // namespace gpui
