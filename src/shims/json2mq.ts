// react-slick needs json2mq only for its `responsive` setting, which this site doesn't use.
export default function json2mq(): string {
  throw new Error("react-slick's responsive setting is not supported here");
}
