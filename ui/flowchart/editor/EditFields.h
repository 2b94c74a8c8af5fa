#pragma once

#include "decision/Graph.h"

#include <QString>

#include <string>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QWidget;

namespace gpui::editfields {

// What the editor's fields share: a field set only when its text differs (so the cursor of a field being typed in
// stays), a problem line, and a list of the graph's nodes sized to the panel.
void setIfDiffers(QLineEdit* edit, const std::string& text);
void setIfDiffers(QPlainTextEdit* edit, const std::string& text);
QLabel* problemLabel(QWidget* parent);
void narrow(QComboBox* box);
// The graph's nodes by their texts, `current` chosen ("(nowhere)" when it names none).
void fillTargets(QComboBox* box, const gp::Graph& graph, const std::string& current);

} // namespace gpui::editfields
