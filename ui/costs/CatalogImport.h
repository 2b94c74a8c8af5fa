#pragma once

class QLabel;
class QString;
class QWidget;

namespace gpui {

class PlanDocument;

// Adding the accelerators of a catalog file (the built-in catalog's schema, read by gp::catalogFromJson) to a
// plan's own catalog, as one undoable step. A file that cannot be read, or whose accelerators the plan refuses (an
// id it already has), changes nothing: the reason is shown in `errorBanner`, which is hidden after a good import.

// Reads `path` and adds its accelerators to the plan; false, with the reason shown, when it cannot.
bool importCatalogFile(PlanDocument* document, const QString& path, QLabel* errorBanner);
// Asks for a catalog file and imports it; nothing happens when the dialog is cancelled.
void importCatalogFromDialog(PlanDocument* document, QWidget* parent, QLabel* errorBanner);

} // namespace gpui
