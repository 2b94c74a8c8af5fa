#include "mainwindow/Appearance.h"

#include "settings/AppSettings.h"

#include <QApplication>
#include <QPainter>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>

namespace gpui {
namespace {

// The palette and style the application started with: "System" goes back to them.
struct Startup {
    QPalette palette;
    QString style;
};

Startup& startup()
{
    static Startup s{QApplication::palette(), QApplication::style()->name()};
    return s;
}

// Fusion draws a check box's or radio button's frame in the window's colour darkened, which on a dark window is
// nearly black on nearly black: the frame is drawn again in the placeholder text's grey, which the dark palette keeps
// readable on its window and its base.
class VisibleIndicatorStyle : public QProxyStyle {
public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if (element != PE_IndicatorCheckBox && element != PE_IndicatorRadioButton)
            return;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(option->palette.color(QPalette::PlaceholderText), 1.0));
        const QRectF r = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
        if (element == PE_IndicatorCheckBox)
            painter->drawRect(r);
        else
            painter->drawEllipse(r);
        painter->restore();
    }
};

} // namespace

QPalette paletteFor(Appearance appearance, const QPalette& system)
{
    if (appearance == Appearance::System)
        return system;
    QPalette p;
    const bool dark = appearance == Appearance::Dark;
    const QColor window = dark ? QColor(0x2b, 0x2d, 0x31) : QColor(0xef, 0xef, 0xef);
    const QColor base = dark ? QColor(0x1e, 0x1f, 0x22) : QColor(Qt::white);
    const QColor text = dark ? QColor(0xe8, 0xe8, 0xe8) : QColor(0x1a, 0x1a, 0x1a);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, dark ? QColor(0x26, 0x28, 0x2c) : QColor(0xf5, 0xf5, 0xf5));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, dark ? QColor(0x9a, 0x9d, 0xa3) : QColor(0x6a, 0x6d, 0x73));
    p.setColor(QPalette::Highlight, dark ? QColor(0x3d, 0x8b, 0xfd) : QColor(0x00, 0x5f, 0xcc));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, dark ? QColor(0x7a, 0xb2, 0xf0) : QColor(0x00, 0x5f, 0xcc));
    p.setColor(QPalette::Disabled, QPalette::Text, dark ? QColor(0x70, 0x72, 0x78) : QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, dark ? QColor(0x70, 0x72, 0x78) : QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Disabled, QPalette::WindowText, dark ? QColor(0x70, 0x72, 0x78) : QColor(0xa0, 0xa0, 0xa0));
    return p;
}

void applyAppearance(Appearance appearance)
{
    const Startup& s = startup();
    if (appearance == Appearance::System) {
        QApplication::setStyle(QStyleFactory::create(s.style));
        QApplication::setPalette(s.palette);
        return;
    }
    QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"));
    QApplication::setStyle(appearance == Appearance::Dark ? new VisibleIndicatorStyle(fusion) : fusion);
    QApplication::setPalette(paletteFor(appearance, s.palette));
}

Appearance savedAppearance()
{
    const int v = settings::appearance().get();
    return v == 1 ? Appearance::Light : v == 2 ? Appearance::Dark : Appearance::System;
}

void saveAppearance(Appearance appearance)
{
    settings::appearance().set(static_cast<int>(appearance));
}

} // namespace gpui
