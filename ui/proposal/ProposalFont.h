#pragma once

#include <QFont>
#include <QStringList>

namespace gpui {

// The proposal's typeface, on every page and in every chart: DejaVu Sans, and IPA Gothic for the Japanese glyphs
// DejaVu lacks. Both are installed with the application and embedded in the PDF, so the proposal reads the same on
// any machine. IPA Gothic rather than Noto Sans CJK: Noto draws ideographs such as 比 and the radical ⽐ with one
// glyph, and the PDF's text map then names the radical, so copying or searching the text fails for one ideograph
// in twelve; IPA Gothic has no radical forms, and every ideograph reads back as itself.
inline QStringList proposalFontFamilies()
{
    return {QStringLiteral("DejaVu Sans"), QStringLiteral("IPAGothic")};
}

inline QFont proposalFont(double pointSize)
{
    QFont font;
    font.setFamilies(proposalFontFamilies());
    font.setPointSizeF(pointSize);
    // No shaping, so no ligatures: text copied or searched in the PDF reads "effect", not "e\uFB00ect".
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

} // namespace gpui
