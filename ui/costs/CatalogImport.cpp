#include "costs/CatalogImport.h"

#include "catalog/Catalog.h"
#include "presenters/ErrorText.h"
#include "costs/CostsView.h"
#include "plan/PlanEdits.h"
#include "document/PlanDocument.h"
#include "io/Error.h"
#include "io/JsonLoad.h"

#include <nlohmann/json.hpp>

#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>

namespace gpui {

// Part of the costs page: its text is translated in the page's context (CostsView::tr).

bool importCatalogFile(PlanDocument* document, const QString& path, QLabel* errorBanner)
{
    try {
        const gp::Catalog imported =
            gp::catalogFromJson(gp::loadJsonFile(path.toStdString()), QFileInfo(path).fileName().toStdString());
        const auto error = document->modifyChecked(
            CostsView::tr("Import catalog"), [&](gp::Plan& p) { gp::importAccelerators(p, imported.accelerators); });
        errorBanner->setVisible(error.has_value());
        if (error)
            errorBanner->setText(*error);
        return !error;
    } catch (const gp::Error& e) {
        errorBanner->setText(describeError(e));
        errorBanner->show();
        return false;
    }
}

void importCatalogFromDialog(PlanDocument* document, QWidget* parent, QLabel* errorBanner)
{
    const QString path = QFileDialog::getOpenFileName(parent, CostsView::tr("Import Catalog"), QString(),
                                                      CostsView::tr("Accelerator catalogs (*.json);;All files (*)"));
    if (!path.isEmpty())
        importCatalogFile(document, path, errorBanner);
}

} // namespace gpui
