#include "flowchart/FlowchartStyle.h"

namespace gpui {
namespace {

FlowchartStyle make(bool dark, const QFont& base, const QColor& background, const QColor& highlight)
{
    FlowchartStyle s;
    s.dark = dark;
    s.background = background;
    if (dark) {
        s.question = {QColor(0x1d, 0x3b, 0x60), QColor(0x7a, 0xb2, 0xf0)};
        s.action = {QColor(0x2c, 0x35, 0x40), QColor(0x9a, 0xab, 0xbd)};
        s.recommendation = {QColor(0x4d, 0x41, 0x0f), QColor(0xe8, 0xc1, 0x3d)};
        s.outcome = {QColor(0x3a, 0x3a, 0x3a), QColor(0xa8, 0xa8, 0xa8)};
        s.text = QColor(0xf2, 0xf2, 0xf2);
        s.edge = QColor(0xb8, 0xbf, 0xc8);
        s.labelFill = QColor(0x26, 0x2a, 0x30);
        s.labelText = QColor(0xe6, 0xe6, 0xe6);
    } else {
        s.question = {QColor(0xd9, 0xe8, 0xfa), QColor(0x2a, 0x66, 0xb0)};
        s.action = {QColor(0xec, 0xf0, 0xf4), QColor(0x5f, 0x70, 0x84)};
        s.recommendation = {QColor(0xff, 0xf0, 0xa8), QColor(0xb8, 0x8a, 0x00)};
        s.outcome = {QColor(0xee, 0xee, 0xee), QColor(0x80, 0x80, 0x80)};
        s.text = QColor(0x1a, 0x1a, 0x1a);
        s.edge = QColor(0x59, 0x62, 0x6e);
        s.labelFill = QColor(0xff, 0xff, 0xff);
        s.labelText = QColor(0x30, 0x30, 0x30);
    }
    // The palette's highlight marks the walk, unless it is too close to the node colours to stand out.
    s.path = highlight.isValid() && highlight.saturation() > 60 ? highlight
                                                                 : (dark ? QColor(0x4d, 0xa3, 0xff) : QColor(0x00, 0x5f, 0xcc));
    s.nodeFont = base;
    s.nodeFont.setPointSizeF(base.pointSizeF() > 0 ? base.pointSizeF() : 10.0);
    s.labelFont = s.nodeFont;
    s.labelFont.setPointSizeF(s.nodeFont.pointSizeF() * 0.88);
    return s;
}

} // namespace

const FlowchartStyle::Shape& FlowchartStyle::shape(gp::NodeKind kind) const
{
    switch (kind) {
    case gp::NodeKind::Question: return question;
    case gp::NodeKind::Action: return action;
    case gp::NodeKind::Recommendation: return recommendation;
    case gp::NodeKind::Outcome: return outcome;
    }
    return question;
}

FlowchartStyle FlowchartStyle::fromPalette(const QPalette& palette, const QFont& baseFont)
{
    const QColor window = palette.color(QPalette::Base);
    const bool dark = window.lightness() < 128;
    return make(dark, baseFont, window, palette.color(QPalette::Highlight));
}

FlowchartStyle FlowchartStyle::forPrint(const QFont& baseFont)
{
    return make(false, baseFont, Qt::white, QColor(0x00, 0x5f, 0xcc));
}

} // namespace gpui
