<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>gpui</name>
    <message numerus="yes">
        <source> days</source>
        <comment>after a number, in the dative (in 30 days)</comment>
        <translation>
            <numerusform> day</numerusform>
            <numerusform> days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> days</source>
        <translation>
            <numerusform> day</numerusform>
            <numerusform> days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpui::CheckpointSwitches</name>
    <message numerus="yes">
        <source>The persistent save comes with every %n fast saves.</source>
        <translation>
            <numerusform>The persistent save comes with every %n fast save.</numerusform>
            <numerusform>The persistent save comes with every %n fast saves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpui::ExamPage</name>
    <message numerus="yes">
        <source>End the exam now? Questions not answered: %n.</source>
        <translation>
            <numerusform>End the exam now? Questions not answered: %n.</numerusform>
            <numerusform>End the exam now? Questions not answered: %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpui::ExportDeploymentDialog</name>
    <message numerus="yes">
        <source>Replace %n file(s) that exist already?</source>
        <translation>
            <numerusform>Replace %n file that exists already?</numerusform>
            <numerusform>Replace %n files that exist already?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n deployment file(s) to %1.</source>
        <translation>
            <numerusform>Exported %n deployment file to %1.</numerusform>
            <numerusform>Exported %n deployment files to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpui::FileController</name>
    <message numerus="yes">
        <source>Opened %1; %n key(s) it names are not plan keys and were ignored: %2</source>
        <translation>
            <numerusform>Opened %1; %n key it names is not a plan key and was ignored: %2</numerusform>
            <numerusform>Opened %1; %n keys it names are not plan keys and were ignored: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpui::GraphPackList</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpui::MainWindow</name>
    <message numerus="yes">
        <source>Imported the graph pack %1. Graphs with problems, left out until they are fixed: %n. In Decision flowcharts, Edit Graphs opens each, and its Problems list names what to fix.</source>
        <translation>
            <numerusform>Imported the graph pack %1. Graphs with problems, left out until they are fixed: %n. In Decision flowcharts, Edit Graphs opens each, and its Problems list names what to fix.</numerusform>
            <numerusform>Imported the graph pack %1. Graphs with problems, left out until they are fixed: %n. In Decision flowcharts, Edit Graphs opens each, and its Problems list names what to fix.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpui::PlanSearchPanel</name>
    <message numerus="yes">
        <source>%n scenario(s) re-based to keep what they set.</source>
        <translation>
            <numerusform>%n scenario re-based to keep what it sets.</numerusform>
            <numerusform>%n scenarios re-based to keep what they set.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpui::ProposalBuilder</name>
    <message numerus="yes">
        <source>, from the step-time model of the parallel layout, checked on %n published training runs it was not fitted to: half within %1 of the published MFU, nine in ten within %2. The probability of meeting the deadline and the days at the 90th percentile include that error</source>
        <translation>
            <numerusform>, from the step-time model of the parallel layout, checked on %n published training run it was not fitted to: half within %1 of the published MFU, nine in ten within %2. The probability of meeting the deadline and the days at the 90th percentile include that error</numerusform>
            <numerusform>, from the step-time model of the parallel layout, checked on %n published training runs it was not fitted to: half within %1 of the published MFU, nine in ten within %2. The probability of meeting the deadline and the days at the 90th percentile include that error</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpui::ProposalCheckpoint</name>
    <message numerus="yes">
        <source>Fast (%n copies)</source>
        <translation>
            <numerusform>Fast (%n copy)</numerusform>
            <numerusform>Fast (%n copies)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The persistent save comes with every %n fast saves.</source>
        <translation>
            <numerusform>The persistent save comes with every %n fast save.</numerusform>
            <numerusform>The persistent save comes with every %n fast saves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpui::ReviewPage</name>
    <message numerus="yes">
        <source>Next review of this card in %n day(s).</source>
        <translation>
            <numerusform>Next review of this card in %n day.</numerusform>
            <numerusform>Next review of this card in %n days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) due for review today.</source>
        <translation>
            <numerusform>%n card due for review today.</numerusform>
            <numerusform>%n cards due for review today.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpui::SweepPanel</name>
    <message numerus="yes">
        <source>%n value(s) make the plan invalid and are left out of the chart. </source>
        <translation>
            <numerusform>%n value makes the plan invalid and is left out of the chart. </numerusform>
            <numerusform>%n values make the plan invalid and are left out of the chart. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A plan holds at most 50 scenarios: %n point(s) kept.</source>
        <translation>
            <numerusform>A plan holds at most 50 scenarios: %n point kept.</numerusform>
            <numerusform>A plan holds at most 50 scenarios: %n points kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message numerus="yes">
        <source>The first is recovered now; %n more will be offered at the next start.</source>
        <translation>
            <numerusform>The first is recovered now; %n more will be offered at the next start.</numerusform>
            <numerusform>The first is recovered now; %n more will be offered at the next start.</numerusform>
        </translation>
    </message>
</context>
</TS>
