#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace gpui {

// The graph packs installed in the user's data folder, for the preferences: each pack with its version, author and
// licence, and each of its graphs switchable on or off (at once, like every preference). A graph with problems is
// listed as a draft and cannot be switched on.
class GraphPackList : public QWidget {
    Q_OBJECT
public:
    explicit GraphPackList(QWidget* parent = nullptr);

    QTreeWidget* tree() const { return tree_; }
    void refresh();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void switched(QTreeWidgetItem* item);

    QLabel* note_;
    QTreeWidget* tree_;
    QPushButton* openFolder_;
    bool filling_ = false;
};

} // namespace gpui
