#pragma once

// What the workbench's tests share: the example plan in a workbench of 1300 × 850, opened before each test and
// closed after it, and a slider dragged through positions with its handle held, as a mouse does.
#include "document/PlanDocument.h"
#include "workbench/SliderField.h"
#include "workbench/WorkbenchView.h"

#include <QSettings>
#include <QSlider>
#include <QTest>

namespace gptest {

struct WorkbenchFixture {
    gpui::PlanDocument* doc_ = nullptr;
    gpui::WorkbenchView* view_ = nullptr;

    // The example in a fresh workbench; false when its window did not appear.
    bool openWorkbench()
    {
        QSettings().clear(); // a test that switched tabs must not decide where the next one starts
        doc_ = new gpui::PlanDocument;
        doc_->reset(gpui::PlanDocument::examplePlan(), QString());
        view_ = new gpui::WorkbenchView(doc_);
        view_->resize(1300, 850);
        view_->show();
        return QTest::qWaitForWindowExposed(view_);
    }

    void closeWorkbench()
    {
        delete view_;
        view_ = nullptr;
        delete doc_;
        doc_ = nullptr;
    }

    static void drag(gpui::SliderField* field, const QList<int>& positions)
    {
        QSlider* s = field->slider();
        s->setSliderDown(true); // as a mouse press on the handle does
        emit s->sliderPressed();
        for (int p : positions)
            s->setValue(p);
        s->setSliderDown(false);
    }
};

} // namespace gptest
