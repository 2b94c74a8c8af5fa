#include "common/ScrollPage.h"

#include <QScrollArea>
#include <QVBoxLayout>

namespace gpui {

void fillWithScrolled(QWidget* view, QWidget* content)
{
    auto* scroll = new QScrollArea(view);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* outer = new QVBoxLayout(view);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
}

} // namespace gpui
