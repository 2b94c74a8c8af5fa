#include "mainwindow/PendingView.h"

#include <QLabel>
#include <QVBoxLayout>

namespace gpui {

PendingView::PendingView(const QString& title, const QString& purpose, QWidget* parent)
    : QWidget(parent)
{
    setAccessibleName(title);
    auto* heading = new QLabel(title, this);
    heading->setTextFormat(Qt::PlainText);
    QFont f = heading->font();
    f.setPointSizeF(f.pointSizeF() * 1.5);
    f.setBold(true);
    heading->setFont(f);
    auto* what = new QLabel(purpose, this);
    what->setTextFormat(Qt::PlainText);
    what->setWordWrap(true);
    auto* status = new QLabel(tr("Not built yet: this view is planned and has no content in this version."), this);
    status->setTextFormat(Qt::PlainText);
    status->setWordWrap(true);
    status->setForegroundRole(QPalette::PlaceholderText);

    auto* layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addWidget(heading, 0, Qt::AlignHCenter);
    layout->addWidget(what, 0, Qt::AlignHCenter);
    layout->addWidget(status, 0, Qt::AlignHCenter);
    layout->addStretch(2);
    layout->setContentsMargins(48, 24, 48, 24);
}

} // namespace gpui
