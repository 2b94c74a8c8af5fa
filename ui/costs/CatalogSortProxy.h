#pragma once

#include <QSortFilterProxyModel>

namespace gpui {

// The catalog sorted by its sort role with the accelerators the model fits first, in either order: those it does
// not fit follow, sorted among themselves, so that no column's order mixes them in with the ones that can run it.
class CatalogSortProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;
};

} // namespace gpui
