#pragma once

#include <QFont>
#include <QStringList>

namespace gpui {

// The proposal's typeface, on every page and in every chart: DejaVu Sans, and Noto Sans CJK JP for the Japanese
// glyphs DejaVu lacks. Both are installed with the application and embedded in the PDF, so the proposal reads
// the same on any machine.
inline QStringList proposalFontFamilies()
{
    return {QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK JP")};
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
