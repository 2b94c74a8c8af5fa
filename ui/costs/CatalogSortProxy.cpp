#include "costs/CatalogSortProxy.h"

#include "costs/CatalogModel.h"

namespace gpui {

bool CatalogSortProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const bool leftViable = left.data(CatalogModel::ViableRole).toBool();
    const bool rightViable = right.data(CatalogModel::ViableRole).toBool();
    // A descending sort asks lessThan(right, left): the viable row is "less" ascending and "greater" descending,
    // so that it comes first both ways.
    if (leftViable != rightViable)
        return sortOrder() == Qt::AscendingOrder ? leftViable : rightViable;
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace gpui
