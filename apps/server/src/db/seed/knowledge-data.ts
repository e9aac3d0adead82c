import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { SEED_ASSETS_DIR } from '../../paths.ts';
import { demoToneWav } from './demo-tone.ts';
import {
  BP_QUESTIONS,
  BP_TEXT,
  CHILD_QUESTIONS,
  DIABETES_QUESTIONS,
  DIET_TEXT,
  FEEDING_TEXT,
  VACCINE_TEXT,
} from './knowledge-content.ts';
import { knowledgeWriter } from './knowledge-writer.ts';

const DAY = 86_400_000;

type Titled = { title: string; introduction: string };
type ToneArgs = Parameters<typeof demoToneWav>;

/**
 * Demo knowledge (issue 14): three courses (hypertension, diabetes, infant care) of audio, video
 * and image-text items with an exam each, categories, two live items (one upcoming, one ended with
 * its replay), and study for the learner 陈学员 and the patient 张三. Audio is synthesised here;
 * the video is the committed seed-assets/demo-video.webm. Without an uploads folder (tests that
 * seed only the database) the media items have no file.
 */
export async function seedKnowledge(client: pg.Client, projectId: number, uploadsDir?: string) {
  const { learner, patient, media, category, item, course } = await knowledgeWriter(
    client,
    projectId,
    uploadsDir,
  );
  const chronic = await category('慢病管理', 1);
  const child = await category('儿童保健', 2);
  const live = await category('健康直播', 3);
  const video = await media(
    '演示视频.webm',
    await readFile(path.join(SEED_ASSETS_DIR, 'demo-video.webm')),
    'video/webm',
    'webm',
  );

  /** An audio item of a tone synthesised here (demo-tone.ts), as long as the tone. */
  const tone = async (categoryId: number, sort: number, about: Titled, file: string, wav: ToneArgs) =>
    item({
      ...about,
      type: 'audio',
      url: await media(file, demoToneWav(...wav), 'audio/wav', 'wav'),
      categoryId,
      sort,
      config: { durationSeconds: wav[0] },
    });
  /** An image-text item. */
  const text = (categoryId: number, sort: number, about: Titled, detail: string) =>
    item({ ...about, type: 'imageText', detail, categoryId, sort });

  const restTone = await tone(
    chronic,
    1,
    {
      title: '测血压前静坐放松（演示音频：提示音，60秒）',
      introduction: '测量血压前需安静坐5分钟。本音频为系统生成的舒缓提示音，不含讲解，可陪伴您静坐放松。',
    },
    '静坐放松提示音.wav',
    [60],
  );
  const bpText = await text(
    chronic,
    2,
    { title: '家庭血压测量的正确方法', introduction: '测量前、测量时和记录复诊的要点' },
    BP_TEXT,
  );
  const demoVideo = await item({
    title: '演示视频（测试图案，12秒）',
    type: 'video',
    introduction: '用于体验视频播放和续播的演示文件，画面为测试图案，不含课程讲解。',
    url: video,
    categoryId: chronic,
    sort: 3,
    config: { durationSeconds: 12 },
  });
  const walkTone = await tone(
    chronic,
    4,
    {
      title: '餐后散步节拍（演示音频：提示音，40秒）',
      introduction: '餐后散步有助于平稳血糖。本音频为系统生成的节拍提示音，不含讲解。',
    },
    '散步节拍提示音.wav',
    [40, 'calm', 1],
  );
  const dietText = await text(
    chronic,
    5,
    { title: '糖尿病饮食：主食怎么吃', introduction: '主食定量、进餐顺序和烹调方式' },
    DIET_TEXT,
  );
  const sleepTone = await tone(
    child,
    6,
    {
      title: '宝宝哄睡轻音（演示音频：提示音，45秒）',
      introduction: '低音区的轻柔提示音，由系统生成，不含讲解。',
    },
    '哄睡轻音.wav',
    [45, 'low', 2],
  );
  const feedText = await text(
    child,
    7,
    { title: '母乳喂养与辅食添加', introduction: '0～6个月纯母乳喂养，满6个月添加辅食' },
    FEEDING_TEXT,
  );
  const vaccineText = await text(
    child,
    8,
    { title: '婴幼儿预防接种须知', introduction: '按时接种与接种前后的注意事项' },
    VACCINE_TEXT,
  );

  await course(
    {
      title: '高血压自我管理',
      type: 'course',
      introduction: '学会在家正确测血压，了解控制血压的生活方式。',
      categoryId: chronic,
      sort: 0,
    },
    [
      { id: restTone, required: true },
      { id: bpText, required: true },
      { id: demoVideo, required: false },
    ],
    '高血压知识测验',
    BP_QUESTIONS,
  );
  const dmCourse = await course(
    {
      title: '糖尿病饮食与运动',
      type: 'course',
      introduction: '吃对主食、动起来，学会识别和处理低血糖。',
      categoryId: chronic,
      sort: 0,
    },
    [
      { id: dietText, required: true },
      { id: walkTone, required: true },
    ],
    '糖尿病知识测验',
    DIABETES_QUESTIONS,
  );
  const childCourse = await course(
    {
      title: '0～3岁婴幼儿照护',
      type: 'course',
      introduction: '喂养、接种与安全睡眠，新手父母的必修课。',
      categoryId: child,
      sort: 0,
    },
    [
      { id: feedText, required: true },
      { id: vaccineText, required: true },
      { id: sleepTone, required: false },
    ],
    '婴幼儿照护知识测验',
    CHILD_QUESTIONS,
  );

  const start = new Date(Math.floor((Date.now() + 3 * DAY) / DAY) * DAY + 11.5 * 3600_000); // 19:30 China time
  await item({
    title: '糖尿病患者冬季健康管理直播',
    type: 'live',
    introduction: '王医生讲解冬季血糖波动的原因、足部护理和运动安排，直播中可提问。',
    categoryId: live,
    sort: 9,
    config: {
      live: { startTime: start.toISOString(), endTime: new Date(start.getTime() + 3600_000).toISOString() },
    },
  });
  const past = new Date(start.getTime() - 13 * DAY);
  await item({
    title: '儿童秋冬季呼吸道疾病预防直播（回放）',
    type: 'live',
    introduction: '直播已结束，可观看回放（演示视频）。',
    categoryId: live,
    sort: 10,
    config: {
      live: {
        startTime: past.toISOString(),
        endTime: new Date(past.getTime() + 3600_000).toISOString(),
        ...(video ? { replayUrl: video } : {}),
      },
    },
  });

  // Study: the learner is halfway through the infant-care course; the patient studies diabetes.
  const enroll = (userId: number, courseId: number, days: number) =>
    client.query(
      `insert into knowledge_students (project_id, user_id, knowledge_id, join_type, state, end_time, created_at)
       values ($1,$2,$3,1,0,now() + interval '60 days', now() - make_interval(days => $4))`,
      [projectId, userId, courseId, days],
    );
  const play = (
    userId: number,
    itemId: number,
    courseId: number,
    pos: number,
    dur: number | null,
    per: number,
    seen: number,
    hours: number,
  ) =>
    client.query(
      `insert into knowledge_plays (project_id, user_id, knowledge_id, course_id, position_seconds, duration_seconds,
         progress_per, max_progress_per, view_duration, view_time)
       values ($1,$2,$3,$4,$5,$6,$7,$7,$8, now() - make_interval(hours => $9))`,
      [projectId, userId, itemId, courseId, pos, dur, per, seen, hours],
    );
  if (learner) {
    await enroll(learner, childCourse, 5);
    await play(learner, feedText, childCourse, 0, null, 100, 240, 30);
    await play(learner, sleepTone, childCourse, 18, 45, 40, 18, 28);
  }
  if (patient) {
    await enroll(patient, dmCourse, 3);
    await play(patient, dietText, dmCourse, 0, null, 100, 180, 50);
    await play(patient, walkTone, dmCourse, 12, 40, 30, 12, 48);
  }
}
