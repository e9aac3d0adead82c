#!/bin/sh
# Makes demo-video.webm, the demo knowledge video committed beside this script (docs/decisions.md,
# "Knowledge and courses": Node has no video encoder and CI has no ffmpeg, so the output is
# committed; re-run this on a machine with ffmpeg to change it). A 12-second VP9 test pattern
# with a caption that says what it is, a 440 Hz tone, 320x180, under 150 KB.
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/wqy/wqy-microhei.ttc  # Debian fonts-wqy-microhei
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=320x180:rate=15:duration=12" \
  -f lavfi -i "sine=frequency=440:sample_rate=48000:duration=12" \
  -vf "drawtext=fontfile=$FONT:text='康护演示视频（测试图案，非真实课程）':fontcolor=white:fontsize=16:box=1:boxcolor=black@0.6:x=(w-tw)/2:y=h-30" \
  -c:v libvpx-vp9 -b:v 45k -deadline good -cpu-used 4 -row-mt 1 \
  -c:a libopus -b:a 24k -af "volume=0.2" \
  demo-video.webm
ls -l demo-video.webm
