#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace gpui {

// The manual shipped with the application: a page for each view, one to start with and one of the model's
// formulas. Its texts are translated like every other (German and Japanese), so the guide reads in the interface's
// language; the formulas are the same in every language.
class UserGuide {
    Q_DECLARE_TR_FUNCTIONS(gpui::UserGuide)
public:
    struct Page {
        QString id; // "overview", "flowcharts", ... ; links between pages are "guide:<id>"
        QString title;
        QString html;
    };
    static QList<Page> pages();
    // The page of the view at this index of the navigation (0 Overview ... 7 Scenarios).
    static QString pageForView(int view);

private:
    static QList<Page> viewPages(); // the costs view's page and those after it
};

} // namespace gpui
