// Declarations only, for programs whose host code times itself with the CUDA samples'
// timer helpers (not part of the toolkit); the corpus compiles device code only.
#pragma once
class StopWatchInterface;
bool sdkCreateTimer(StopWatchInterface **);
bool sdkDeleteTimer(StopWatchInterface **);
bool sdkStartTimer(StopWatchInterface **);
bool sdkStopTimer(StopWatchInterface **);
bool sdkResetTimer(StopWatchInterface **);
float sdkGetTimerValue(StopWatchInterface **);
float sdkGetAverageTimerValue(StopWatchInterface **);
