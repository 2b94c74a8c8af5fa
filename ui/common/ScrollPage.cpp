#include "common/ScrollPage.h"

#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace gpui {

QScrollArea* verticalScroll(QWidget* content, QWidget* parent)
{
    auto* scroll = new QScrollArea(parent);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return scroll;
}

QSplitter* tablesBesideCharts(QWidget* tables, QWidget* charts, QWidget* parent)
{
    auto* splitter = new QSplitter(Qt::Horizontal, parent);
    splitter->addWidget(tables);
    splitter->addWidget(charts);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({680, 420});
    return splitter;
}

void fillWithScrolled(QWidget* view, QWidget* content)
{
    QScrollArea* scroll = verticalScroll(content, view);
    auto* outer = new QVBoxLayout(view);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
}

} // namespace gpui
