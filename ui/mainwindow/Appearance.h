#pragma once

#include <QPalette>
#include <QString>

namespace gpui {

// Light, dark, or the desktop's own palette. Qt 6.4 has no colour-scheme API, so a chosen scheme is applied as a
// Fusion palette; every view reacts to the palette change (charts and flowcharts take their colours from it).
enum class Appearance { System, Light, Dark };

QPalette paletteFor(Appearance appearance, const QPalette& system);
void applyAppearance(Appearance appearance);
Appearance savedAppearance();
void saveAppearance(Appearance appearance);

} // namespace gpui
